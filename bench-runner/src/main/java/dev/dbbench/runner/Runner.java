package dev.dbbench.runner;

import dev.dbbench.config.ThreadList;
import dev.dbbench.result.RunResult;
import dev.dbbench.runner.jobs.Console;
import dev.dbbench.runner.jobs.Context;
import dev.dbbench.runner.jobs.EmbeddedDefault;
import dev.dbbench.runner.jobs.Hooks;
import dev.dbbench.runner.jobs.Loader;
import dev.dbbench.runner.jobs.ResolvedTarget;
import dev.dbbench.runner.jobs.ResultFolder;
import dev.dbbench.runner.jobs.RunSettings;
import dev.dbbench.runner.jobs.Secrets;
import dev.dbbench.runner.jobs.Sharding;
import dev.dbbench.runner.jobs.SingleRun;
import dev.dbbench.runner.jobs.Sweep;
import dev.dbbench.runner.jobs.ThresholdGate;
import dev.dbbench.runner.jobs.Workloads;
import dev.dbbench.runner.jobs.metrics.MetricsSettings;
import dev.dbbench.runner.jobs.stability.StabilityRun;
import dev.dbbench.runner.jobs.stability.StabilitySettings;
import dev.dbbench.runner.spec.OutputSpec;
import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * Runs one run, sweep or stability run, as {@code dbbench run}, {@code sweep} and {@code stability} do, and returns
 * its typed result. Build one with {@link #builder()}:
 *
 * <pre>{@code
 * RunOutcome outcome = Runner.builder()
 *         .target(TargetSpec.of("postgresql").at("127.0.0.1", 5432, "bench", password, "bench"))
 *         .workload(WorkloadSpec.of("oltp_point_select", Map.of("tables", "1", "table-size", "1000")))
 *         .sweep("1,4").time("2s").warmup("1s")
 *         .threshold("p95<50ms")
 *         .build().run();
 * }</pre>
 *
 * <p>A Runner is immutable and may run more than once; each {@link #run()} blocks the calling thread until the run
 * ends. Every setting is checked when {@code run()} starts, before anything connects: a bad one throws
 * {@link dev.dbbench.spi.UsageException} naming the command-line option it corresponds to and the fix.
 */
public final class Runner {
    private final RunnerBuilder plan;

    Runner(RunnerBuilder plan) {
        this.plan = plan.copy();
    }

    /** A builder of a run at one thread on the default workload, until told otherwise. */
    public static RunnerBuilder builder() {
        return new RunnerBuilder();
    }

    /**
     * Runs: checks the settings, resolves the targets and the workload, checks each target (pre-flight), runs the steps,
     * writes the results folder (a temporary one, deleted afterwards, when none was given) and judges the thresholds.
     *
     * @return the result and the exit code the command line would give for it
     * @throws dev.dbbench.spi.UsageException a setting is wrong; nothing was run
     * @throws Exception                      a target cannot be reached or refuses the run (pre-flight), or the run cannot go on
     */
    public RunOutcome run() throws Exception {
        if (plan.threads < 1 || plan.threads > ThreadList.MAX_THREADS) {
            throw new UsageException("--threads " + plan.threads + " is out of range; give 1 to " + ThreadList.MAX_THREADS);
        }
        ThresholdGate gate = ThresholdGate.of(plan.thresholds, plan.strict);
        Context ctx = Context.of(new Console(plan.out, plan.err, plan.quiet), plan.globals, new Secrets(plan.passwords));
        StabilitySettings stability = plan.kind == RunnerBuilder.Kind.STABILITY ? StabilitySettings.from(plan.stability) : null;
        RunSettings settings = stability != null ? stability.run() : RunSettings.from(plan.measure);
        Sweep.Plan steps = plan.kind == RunnerBuilder.Kind.SWEEP ? Sweep.Plan.from(plan.sweep) : null;
        Sharding sharding = Sharding.from(plan.shard, plan.environment);
        sharding.checkTargets(plan.targets);
        Path temporary = null;
        try {
            OutputSpec output = sharding.defaultOut(plan.output, plan.kind.command);
            if (output.out() == null && !plan.keep) {
                temporary = Files.createTempDirectory("dbbench-");
                output = new OutputSpec(temporary, true);
            }
            MetricsSettings live = MetricsSettings.from(plan.metrics);
            Workloads.Chosen chosen = workload(ctx, sharding);
            ResultFolder folder = ResultFolder.plan(output, plan.kind.command, ctx.reporters());
            AtomicReference<RunResult> result = new AtomicReference<>();
            Hooks hooks = new Hooks((interval, latency) -> plan.listener.onInterval(interval), plan.listener::onStep, result::set);
            int exit;
            if (stability != null) {
                Workloads.Chosen one = chosen.one("stability");
                ResolvedTarget target = ctx.oneTarget(plan.targets, "stability");
                exit = new StabilityRun(ctx.console(), target, one, stability, folder, sharding).gated(gate).hooked(hooks)
                        .execute(plan.threads);
            } else {
                exit = measure(ctx, chosen, settings, steps, folder, sharding, live, gate, hooks);
            }
            return new RunOutcome(result.get(), exit);
        } finally {
            if (temporary != null) {
                delete(temporary);
            }
        }
    }

    /**
     * Creates and loads the workload's tables on every target, as {@code dbbench prepare} does, with {@code loaders}
     * threads and the data's default seed; then checks the row counts. Tables already there are refused: drop them
     * first with {@link #cleanup()}. Blocks until every target is loaded.
     *
     * @throws dev.dbbench.spi.UsageException a setting is wrong, or the tables exist; nothing was loaded
     */
    public void prepare(int loaders) throws Exception {
        if (loaders < 1 || loaders > 256) {
            throw new UsageException("--threads " + loaders + " is out of range for loading; give 1 to 256");
        }
        for (Loader loader : loaders()) {
            loader.load(loaders, 1);
        }
    }

    /** Drops the workload's tables on every target, as {@code dbbench cleanup} does; tables that are missing are fine. */
    public void cleanup() throws Exception {
        for (Loader loader : loaders()) {
            loader.cleanup();
        }
    }

    private List<Loader> loaders() {
        Context ctx = Context.of(new Console(plan.out, plan.err, plan.quiet), plan.globals, new Secrets(plan.passwords));
        Workloads.Chosen chosen = workload(ctx, Sharding.none()).one("prepare");
        return ctx.targets(plan.targets).stream().map(t -> new Loader(ctx.console(), t, chosen)).toList();
    }

    private int measure(Context ctx, Workloads.Chosen chosen, RunSettings settings, Sweep.Plan steps, ResultFolder folder,
                        Sharding sharding, MetricsSettings live, ThresholdGate gate, Hooks hooks) throws Exception {
        if (plan.targets.isEmpty()) {
            try (EmbeddedDefault db = EmbeddedDefault.start(ctx.plugins(), settings, ctx.console().progress())) {
                db.prepare(chosen.configured(), settings.seed(), ctx.console().progress());
                return steps == null
                        ? new SingleRun(ctx.console(), db.target(), chosen, settings, folder, Sharding.none(), live).gated(gate)
                                .hooked(hooks).execute(plan.threads)
                        : new Sweep(ctx.console(), List.of(db.target()), chosen, settings, steps, folder, live)
                                .probing(plan.sweep.probe()).gated(gate).hooked(hooks).execute();
            }
        }
        if (steps == null) {
            ResolvedTarget target = ctx.oneTarget(plan.targets, "run");
            return new SingleRun(ctx.console(), target, chosen, settings, folder, sharding, live).gated(gate).hooked(hooks)
                    .execute(plan.threads);
        }
        return new Sweep(ctx.console(), ctx.targets(plan.targets), chosen, settings, steps, folder, sharding, live)
                .probing(plan.sweep.probe()).gated(gate).hooked(hooks).execute();
    }

    private Workloads.Chosen workload(Context ctx, Sharding sharding) {
        if (plan.workloadClass != null) {
            return Workloads.configure(dev.dbbench.binder.Binder.bind(plan.workloadClass), plan.workload);
        }
        return Workloads.choose(ctx.plugins(), plan.workload, sharding);
    }

    /** The targets this runner runs on; none for the embedded PostgreSQL. */
    public List<TargetSpec> targets() {
        return plan.targets;
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
