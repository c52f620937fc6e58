package dev.dbbench.runner.jobs;

import dev.dbbench.engine.StepRunner;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ShardSummary;
import dev.dbbench.shard.ClockSync;
import dev.dbbench.shard.Coordinator;
import dev.dbbench.shard.ShardPlan;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.store.IntervalLog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A command's part in a sharded run once it has registered: the runner of its share of every step, what its result
 * records of the shard, and the exit code a shard that had to stop gets. A command on one client gets a run that adds
 * nothing.
 */
public final class ShardRun implements AutoCloseable {
    private final Optional<ShardPlan> plan;
    private final Optional<Coordinator> coordinator;

    private ShardRun(Optional<ShardPlan> plan, Optional<Coordinator> coordinator) {
        this.plan = plan;
        this.coordinator = coordinator;
    }

    /**
     * Registers this shard of {@code sharding} in the control table, on the target of {@code session} or the database
     * of {@code --control-url}; every shard must run with the same {@code manifest}, but for the client's own facts.
     */
    public static ShardRun start(Sharding sharding, Session session, Map<String, String> manifest, Clock local) throws SQLException {
        if (sharding.plan().isEmpty()) {
            return new ShardRun(Optional.empty(), Optional.empty());
        }
        Connection c = sharding.controlUrl().isPresent() ? control(session.target(), sharding.controlUrl().get()) : session.connect();
        try {
            Coordinator coordinator = Coordinator.register(sharding.plan().get(), c, session.target().target().inspector().clockQuery(),
                    local, digest(manifest));
            return new ShardRun(sharding.plan(), Optional.of(coordinator));
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    private static Connection control(ResolvedTarget target, String url) throws SQLException {
        ConnectionSpec s = target.spec();
        ConnectionSpec control = new ConnectionSpec(s.host(), s.port(), s.user(), s.password(), s.database(), Optional.of(url),
                Optional.empty(), s.sslMode(), s.sslCa(), s.connectTimeout(), s.socketTimeout(), s.properties());
        return target.target().connector().connect(control, PsMode.AUTO);
    }

    /**
     * A digest of the settings every shard must share: the manifest without the client's own facts (its machine, and
     * the worker threads' policy, which names the machine's cores).
     */
    static String digest(Map<String, String> manifest) {
        Map<String, String> shared = new TreeMap<>(manifest);
        shared.keySet().removeIf(k -> k.startsWith("client.") || k.equals("worker-threads"));
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(shared.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    public boolean sharded() {
        return coordinator.isPresent();
    }

    /** The runner of this shard's share of each step, or the session's own runner on one client. */
    public StepRunner runner(Session session) {
        return coordinator.map(c -> session.runner(c.shard())).orElseGet(session::runner);
    }

    /**
     * What the manifest records of the sharded run: its name and size, and the fixed warm-up every shard runs. The
     * shard's own index and host are in the summary: they differ between shards that ran with the same settings.
     */
    public Map<String, String> manifest(RunSettings settings) {
        if (plan.isEmpty()) {
            return Map.of();
        }
        return Map.of("shard.run-id", plan.get().runId(), "shard.count", Integer.toString(plan.get().count()),
                "warmup-max", dev.dbbench.config.Durations.format(settings.warmup()));
    }

    /** This shard as its result records it; the measured intervals so far come from {@code dir}. */
    public List<ShardSummary> summary(Path dir, String status) {
        if (plan.isEmpty()) {
            return List.of();
        }
        List<IntervalResult> measured;
        try {
            measured = IntervalLog.readIntervals(dir).stream().filter(i -> !i.warmup()).toList();
        } catch (IOException e) {
            measured = List.of();
        }
        ClockSync.Estimate e = coordinator.get().estimate();
        double cpu = measured.stream().mapToDouble(IntervalResult::clientCpuPct).filter(v -> v >= 0).average().orElse(-1);
        return List.of(new ShardSummary(plan.get().index(), plan.get().host(), round(e.offsetMillis()),
                round(coordinator.get().worstErrorMillis()), round(cpu), measured.size(), status));
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }

    /** {@code summary} with this shard in it, as {@code status} says its part stands; unchanged on one client. */
    public RunSummary record(RunSummary summary, Path dir, String status) {
        return sharded() ? summary.withShards(summary(dir, status)) : summary;
    }

    /** Tells the other shards how this one ended, so none waits for it. */
    public void finish(RunStatus status) {
        coordinator.ifPresent(c -> c.finish(status.is(RunStatus.Kind.OK) ? Optional.empty() : Optional.of(status.text())));
    }

    /**
     * This shard's part of a shared {@code prepare}: the whole dataset on one client; on several, a share whose phases
     * wait for every shard, and stop this one with exit code 3 when another stopped or one does not arrive in time.
     */
    public dev.dbbench.spi.workload.PrepareShare prepareShare() {
        if (coordinator.isEmpty()) {
            return dev.dbbench.spi.workload.PrepareShare.WHOLE;
        }
        Coordinator c = coordinator.get();
        return new dev.dbbench.spi.workload.PrepareShare(plan.get().index(), plan.get().count(), phase -> {
            try {
                c.barrier(phase, new dev.dbbench.engine.StopSignal()).ifPresent(reason -> {
                    throw new dev.dbbench.config.PreflightException(List.of(reason));
                });
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new dev.dbbench.config.PreflightException(List.of(plan.get().name() + ": interrupted while waiting at " + phase));
            }
        });
    }

    /** Whether this is the shard that checks a shared result as a whole (shard 0), or the only client. */
    public boolean first() {
        return plan.map(p -> p.index() == 0).orElse(true);
    }

    /** Why this shard had to stop a step (a missed start, a poor clock, another shard's failure), if it did. */
    public Optional<String> refusal() {
        return coordinator.flatMap(Coordinator::refusal);
    }

    /**
     * The status this shard's result records: {@code own}, or failed when another shard stopped while this one ran, since
     * the run as a whole then lost that shard's load, although this shard's own measurements are whole.
     */
    public RunStatus status(RunStatus own) {
        Optional<String> peer = coordinator.flatMap(Coordinator::peerStopped);
        if (peer.isEmpty() || !own.is(RunStatus.Kind.OK)) {
            return own;
        }
        return new RunStatus(RunStatus.Kind.FAILED, Optional.of(peer.get() + "; this shard measured its own share to the end, "
                + "the merged result has only the other shards' from then on"));
    }

    /**
     * {@code code}, or exit code 3 when the run stopped because the shards could not keep together, or 1 when another
     * shard stopped while this one ran.
     */
    public int exitCode(int code) {
        if (refusal().isPresent() && code != ExitCode.INTERRUPTED && code != ExitCode.TERMINATED) {
            return ExitCode.PREFLIGHT;
        }
        return code == ExitCode.OK && coordinator.flatMap(Coordinator::peerStopped).isPresent() ? ExitCode.RUN_FAILED : code;
    }

    @Override
    public void close() {
        coordinator.ifPresent(Coordinator::close);
    }
}
