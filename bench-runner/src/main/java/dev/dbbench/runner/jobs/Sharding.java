package dev.dbbench.runner.jobs;

import dev.dbbench.config.Durations;
import dev.dbbench.runner.spec.OutputSpec;
import dev.dbbench.runner.spec.ShardSpec;
import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.shard.ShardPlan;
import dev.dbbench.spi.UsageException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether this command runs as one shard of a sharded run, and the checks a sharded run needs before it connects:
 * every step must give each shard a worker, and each shard must decide alike when a step starts and ends.
 */
public record Sharding(Optional<ShardPlan> plan, Optional<String> controlUrl) {
    static final String INDEX_ENV = "JOB_COMPLETION_INDEX";
    static final String COUNT_ENV = "DBBENCH_SHARDS";

    /** A command on one client. */
    public static Sharding none() {
        return new Sharding(Optional.empty(), Optional.empty());
    }

    /** The shard that {@code o} and the environment describe, or none. */
    public static Sharding from(ShardSpec o, Map<String, String> env) {
        String given = o.shard();
        String option = "--shard";
        if (given == null && env.get(INDEX_ENV) != null) {
            String count = env.get(COUNT_ENV);
            if (count == null || count.isBlank()) {
                throw new UsageException(INDEX_ENV + " is set but " + COUNT_ENV + " is not; set " + COUNT_ENV
                        + " to the Job's completions, or give --shard I/N");
            }
            given = env.get(INDEX_ENV).trim() + "/" + count.trim();
            option = INDEX_ENV + "/" + COUNT_ENV;
        }
        if (given == null) {
            if (o.controlUrl() != null) {
                throw new UsageException("--control-url is for sharded runs; give --shard I/N too, or leave it out");
            }
            return none();
        }
        int[] shard = ShardPlan.parse(option, given);
        if (o.runId() == null || o.runId().isBlank()) {
            throw new UsageException("a sharded run needs a name shared by its shards; give --run-id NAME (or set DBBENCH_RUN_ID)");
        }
        ShardPlan plan = new ShardPlan(o.runId().trim(), shard[0], shard[1], host(env), Durations.positive("--shard-lead", o.lead()),
                Durations.positive("--max-clock-error", o.maxClockError()), Durations.positive("--shard-timeout", o.timeout()));
        return new Sharding(Optional.of(plan), Optional.ofNullable(o.controlUrl()));
    }

    private static String host(Map<String, String> env) {
        String host = env.get("HOSTNAME");
        return host != null && !host.isBlank() ? host : dev.dbbench.result.ClientInfo.manifest().get("client.host");
    }

    /**
     * {@code o}, with the folder set, when none was given, to {@code results/<run-id>-<command>/shard-<I>}: the shards'
     * folders side by side, ready for {@code merge}.
     */
    public OutputSpec defaultOut(OutputSpec o, String command) {
        if (o.out() != null || plan.isEmpty()) {
            return o;
        }
        ShardPlan p = plan.get();
        return o.withOut(java.nio.file.Path.of("results", p.runId() + "-" + command, "shard-" + p.index()));
    }

    /**
     * Refuses a sharded command without a target (shards meet on the database under test) or with readers (each shard
     * would beat its own heartbeat and split the reads its own way, and the merge keeps no endpoints).
     */
    public void checkTargets(List<TargetSpec> targets) {
        if (sharded() && targets.isEmpty()) {
            throw new UsageException("--shard needs the database under test: give --target with --host, --user and --db");
        }
        if (sharded() && targets.stream().anyMatch(t -> !t.readerHosts().isEmpty())) {
            throw new UsageException("--shard and --reader-host are not supported together; run the readers' test from one"
                    + " client, without --shard");
        }
    }

    /**
     * The workloads' {@code --rand-seed} every shard of the run uses unless one was given: derived from the run's name,
     * so that the shards agree without being told, and above zero, which would mean a seed from each one's clock.
     */
    public Optional<Long> randSeed() {
        return plan.map(p -> {
            long h = 1125899906842597L;
            for (char ch : p.runId().toCharArray()) {
                h = 31 * h + ch;
            }
            return Math.max(1, h & Long.MAX_VALUE);
        });
    }

    public boolean sharded() {
        return plan.isPresent();
    }

    /** Refuses a step with fewer workers than shards: every shard must run a share of every step. */
    public void checkThreads(List<Integer> threads) {
        plan.ifPresent(p -> threads.stream().filter(t -> t < p.count()).findFirst().ifPresent(t -> {
            throw new UsageException("--threads " + t + " is below the " + p.count() + " shards; each shard runs a share of every step's "
                    + "threads: give at least " + p.count() + " threads per step, or fewer shards");
        }));
    }
}
