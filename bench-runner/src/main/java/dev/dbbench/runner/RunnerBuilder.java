package dev.dbbench.runner;

import dev.dbbench.runner.spec.GlobalSpec;
import dev.dbbench.runner.spec.MeasureSpec;
import dev.dbbench.runner.spec.MetricsSpec;
import dev.dbbench.runner.spec.OutputSpec;
import dev.dbbench.runner.spec.ShardSpec;
import dev.dbbench.runner.spec.StabilitySpec;
import dev.dbbench.runner.spec.SweepSpec;
import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.runner.spec.WorkloadSpec;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What a {@link Runner} runs: a run at one thread count (the default, at 1 thread), a sweep or a stability run, on
 * targets with a workload. Defaults are the command line's: 10 s measured after 10 s of warm-up, the workload
 * {@code oltp_read_write}, no threshold, and no output on any stream. With no target, the run starts an embedded
 * PostgreSQL, as the command line does. With no output folder, results go to a temporary folder deleted after the
 * run; the result is returned either way.
 *
 * <p>Not thread-safe: build on one thread. {@link #build()} copies what it holds, so a builder may be changed and
 * built again.
 */
public final class RunnerBuilder {
    /** What kind of run, named as the command that runs it. */
    enum Kind {
        RUN("run"), SWEEP("sweep"), STABILITY("stability");

        final String command;

        Kind(String command) {
            this.command = command;
        }
    }

    private static final PrintStream NOWHERE = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);

    Kind kind = Kind.RUN;
    int threads = 1;
    List<TargetSpec> targets = new ArrayList<>();
    WorkloadSpec workload = WorkloadSpec.of(null, Map.of());
    Class<?> workloadClass;
    MeasureSpec measure = MeasureSpec.defaults();
    SweepSpec sweep;
    StabilitySpec stability;
    OutputSpec output = OutputSpec.defaults();
    boolean keep;
    List<String> thresholds = new ArrayList<>();
    boolean strict;
    GlobalSpec globals = GlobalSpec.defaults();
    ShardSpec shard = ShardSpec.defaults();
    Map<String, String> environment = Map.of();
    MetricsSpec metrics = MetricsSpec.none();
    PrintStream out = NOWHERE;
    PrintStream err = NOWHERE;
    boolean quiet = true;
    Consumer<String> passwords = p -> { };
    RunListener listener = new RunListener() { };

    RunnerBuilder() {
    }

    /** Adds a target; several make a sweep's columns side by side. */
    public RunnerBuilder target(TargetSpec target) {
        targets.add(target);
        return this;
    }

    /** Replaces the targets. */
    public RunnerBuilder targets(List<TargetSpec> given) {
        targets = new ArrayList<>(given);
        return this;
    }

    /** A workload by id ({@code oltp_point_select}, {@code tpcc}, a plugin's) with its options by kebab-case name. */
    public RunnerBuilder workload(String id, Map<String, String> options) {
        return workload(WorkloadSpec.of(id, options));
    }

    /** A workload as given: an id or a YAML file, with options and {@code --param} values. */
    public RunnerBuilder workload(WorkloadSpec given) {
        workload = given;
        workloadClass = null;
        return this;
    }

    /** A YAML workload file with the values of its options. */
    public RunnerBuilder workloadFile(Path file, Map<String, String> set) {
        return workload(WorkloadSpec.file(file, set));
    }

    /** A workload written as one class with the annotations of {@code dev.dbbench.spi.bench}, its {@code @Param}s set. */
    public RunnerBuilder workloadClass(Class<?> type, Map<String, String> params) {
        workload = WorkloadSpec.of(null, params);
        workloadClass = type;
        return this;
    }

    /** A single run at {@code n} threads (the default, at 1). */
    public RunnerBuilder threads(int n) {
        threads = n;
        if (kind == Kind.SWEEP) {
            kind = Kind.RUN;
        }
        return this;
    }

    /** A sweep over {@code threadList}: {@code 1,4,16} or {@code 1..64x2}, once. */
    public RunnerBuilder sweep(String threadList) {
        return sweep(SweepSpec.of(threadList));
    }

    /** A sweep of this shape: thread counts, repeats, stop rules. */
    public RunnerBuilder sweep(SweepSpec given) {
        kind = Kind.SWEEP;
        sweep = given;
        return this;
    }

    /** A stability run of {@code given} at the threads of {@link #threads}; the run settings are the spec's own. */
    public RunnerBuilder stability(StabilitySpec given) {
        kind = Kind.STABILITY;
        stability = given;
        return this;
    }

    /** How long and how hard, all at once. */
    public RunnerBuilder measure(MeasureSpec given) {
        measure = given;
        return this;
    }

    /** Measured time per run or step: {@code 10}, {@code 90s}, {@code 500ms}. */
    public RunnerBuilder time(String time) {
        measure = measure.withTimes(time, measure.warmup());
        return this;
    }

    /** Warm-up before each run or step, excluded from results; {@code 0} for none. */
    public RunnerBuilder warmup(String warmup) {
        measure = measure.withTimes(measure.time(), warmup);
        return this;
    }

    /** Interval length: {@code 1s} by default. */
    public RunnerBuilder reportInterval(String interval) {
        measure = measure.withReportInterval(interval);
        return this;
    }

    /** Keeps the results folder at {@code dir}, refused when it already holds files. */
    public RunnerBuilder out(Path dir) {
        return output(new OutputSpec(dir, false));
    }

    /** Keeps the results folder as {@code given} says; its default folder is {@code results/<timestamp>-<command>/}. */
    public RunnerBuilder output(OutputSpec given) {
        output = given;
        keep = true;
        return this;
    }

    /** Adds threshold rules ({@code p95<20ms}, {@code threads=64:tps>1000}), judged on their 95 % intervals. */
    public RunnerBuilder threshold(String... rules) {
        thresholds.addAll(List.of(rules));
        return this;
    }

    /** Whether a rule the run cannot judge (an interval across the limit) counts as broken. */
    public RunnerBuilder thresholdStrict(boolean on) {
        strict = on;
        return this;
    }

    /** The config file, plugin folders and timeouts. */
    public RunnerBuilder globals(GlobalSpec given) {
        globals = given;
        return this;
    }

    /** This process as one shard, as {@code given} and {@code env} ({@code JOB_COMPLETION_INDEX}, ...) say. */
    public RunnerBuilder shard(ShardSpec given, Map<String, String> env) {
        shard = given;
        environment = Map.copyOf(env);
        return this;
    }

    /** The Prometheus endpoint. */
    public RunnerBuilder metrics(MetricsSpec given) {
        metrics = given;
        return this;
    }

    /** Where live lines and summaries ({@code out}) and notes and errors ({@code err}) go; by default nowhere. */
    public RunnerBuilder console(PrintStream toOut, PrintStream toErr, boolean quietly) {
        out = toOut;
        err = toErr;
        quiet = quietly;
        return this;
    }

    /** Told of every password the run reads (from files, variables, URLs), so that the caller can scrub its own messages. */
    public RunnerBuilder passwords(Consumer<String> sink) {
        passwords = sink;
        return this;
    }

    /** Hears each interval and each step as the run goes. */
    public RunnerBuilder listener(RunListener given) {
        listener = given;
        return this;
    }

    /** A runner of what this builder holds now. */
    public Runner build() {
        return new Runner(this);
    }

    RunnerBuilder copy() {
        RunnerBuilder c = new RunnerBuilder();
        c.kind = kind;
        c.threads = threads;
        c.targets = List.copyOf(targets);
        c.workload = workload;
        c.workloadClass = workloadClass;
        c.measure = measure;
        c.sweep = sweep;
        c.stability = stability;
        c.output = output;
        c.keep = keep;
        c.thresholds = List.copyOf(thresholds);
        c.strict = strict;
        c.globals = globals;
        c.shard = shard;
        c.environment = environment;
        c.metrics = metrics;
        c.out = out;
        c.err = err;
        c.quiet = quiet;
        c.passwords = passwords;
        c.listener = listener;
        return c;
    }
}
