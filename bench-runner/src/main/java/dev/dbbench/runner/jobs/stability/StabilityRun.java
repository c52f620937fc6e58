package dev.dbbench.runner.jobs.stability;

import dev.dbbench.runner.jobs.Hooks;
import dev.dbbench.runner.jobs.verdict.Ending;
import dev.dbbench.runner.jobs.verdict.SummaryPrinter;
import dev.dbbench.runner.jobs.verdict.StabilityResults;
import dev.dbbench.runner.jobs.AfterRunCheck;
import dev.dbbench.runner.jobs.ClientWarnings;
import dev.dbbench.runner.jobs.Console;
import dev.dbbench.runner.jobs.ExitCode;
import dev.dbbench.runner.jobs.ThresholdGate;
import dev.dbbench.runner.jobs.ClientPick;
import dev.dbbench.runner.jobs.ResolvedTarget;
import dev.dbbench.runner.jobs.ResultBook;
import dev.dbbench.runner.jobs.ResultFolder;
import dev.dbbench.runner.jobs.RunSettings;
import dev.dbbench.runner.jobs.Session;
import dev.dbbench.runner.jobs.ShardRun;
import dev.dbbench.runner.jobs.Sharding;
import dev.dbbench.runner.jobs.StartNotes;
import dev.dbbench.runner.jobs.Signals;
import dev.dbbench.runner.jobs.Workloads;
import dev.dbbench.runner.jobs.metrics.LiveMetrics;
import dev.dbbench.runner.jobs.metrics.MetricsEndpoint;
import dev.dbbench.config.Durations;
import dev.dbbench.config.Plural;
import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.StepLabel;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.reports.text.MetricText;
import dev.dbbench.reports.text.SysbenchText;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.stability.LatencyWindows;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.OutageFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * {@code stability}: one long step against one target, built to lose nothing. Every interval and outage
 * is on disk as it closes, {@code result.json} is rewritten atomically every checkpoint, the server may
 * go away and come back, and Ctrl-C or SIGTERM ends the run with its full report (exit code 0).
 */
public final class StabilityRun {
    private final Console console;
    private final ResolvedTarget target;
    private final Workloads.Chosen workload;
    private final StabilitySettings settings;
    private final ResultFolder folder;
    private final Sharding sharding;
    private ThresholdGate gate = ThresholdGate.NONE;
    private Hooks hooks = Hooks.NONE;

    public StabilityRun(Console console, ResolvedTarget target, Workloads.Chosen workload, StabilitySettings settings,
                        ResultFolder folder) {
        this(console, target, workload, settings, folder, Sharding.none());
    }

    /** A stability run that is one shard of a sharded run when {@code sharding} says so. */
    public StabilityRun(Console console, ResolvedTarget target, Workloads.Chosen workload, StabilitySettings settings,
                        ResultFolder folder, Sharding sharding) {
        this.sharding = sharding;
        this.console = console;
        this.target = target;
        this.workload = workload;
        this.settings = settings;
        this.folder = folder;
    }

    /** Judges the finished run's windows by {@code rules}, in its result and its exit code. */
    public StabilityRun gated(ThresholdGate rules) {
        gate = rules;
        return this;
    }

    /** Tells {@code hooks} of each interval, each step and the result. */
    public StabilityRun hooked(Hooks hooks) {
        this.hooks = hooks;
        return this;
    }

    // The metrics server and the checkpoint timer are resources that only have to live as long as the step.
    @SuppressWarnings("try")
    public int execute(int threads) throws Exception {
        PrintStream out = console.out();
        RunSettings run = settings.run();
        run.checkIgnored(List.of(target));
        gate.checkOneStep(sharding, target.name(), threads);
        StopSignal stop = new StopSignal();
        LiveMetrics metrics = new LiveMetrics(List.of(target.name()), run.warmup().toMillis() / 1000.0,
                OptionalDouble.of(settings.duration().toMillis() / 1000.0));
        // Bound before connecting and before the folder exists: a port in use or a bad --metrics-bind is a
        // mistake, and a mistake leaves no results folder (nor a result.json stuck at "running").
        Optional<MetricsEndpoint> server = MetricsEndpoint.start(settings.metrics(), metrics, console.err());
        server.ifPresent(s -> s.announce(out));
        try (AutoCloseable stopServer = () -> server.ifPresent(MetricsEndpoint::close);
             Session session = new Session(target, run.psMode(), run.workerThreads(), ClientPick.of(run.client(), target, workload));
             Signals signals = new Signals(stop)) {
            session.check(workload, threads);
            StartNotes.of(List.of(session), List.of(threads)).forEach(note -> console.err().println("note: " + note));
            Map<String, String> manifest = manifest(session, threads);
            try (ShardRun shards = ShardRun.start(sharding, session, manifest, java.time.Clock.systemUTC())) {
                manifest.putAll(shards.manifest(run));
                return measure(session, threads, manifest, shards, metrics, stop, signals);
            }
        }
    }

    private int measure(Session session, int threads, Map<String, String> manifest, ShardRun shards, LiveMetrics metrics,
                        StopSignal stop, Signals signals) throws Exception {
        PrintStream out = console.out();
        RunSettings run = settings.run();
        RunResult base = start(session, threads, manifest, shards);
        banner(out, session, threads);
        LatencyWindows latency = new LatencyWindows(settings.thresholds().windowSeconds());
        StepResult step;
        try (IntervalFiles files = folder.open(); OutageFiles outages = new OutageFiles(folder.dir());
             Checkpoints checkpoints = new Checkpoints(folder, base, latency, settings.thresholds(), settings.checkpointEvery(),
                     console.err())) {
            IntervalListener merge = (interval, histogram) -> {
                if (!interval.warmup()) {
                    latency.add(interval, histogram);
                }
            };
            IntervalListener listener = files.andThen(outages).andThen(merge).andThen(metrics).andThen(new LiveLine(out,
                    run.percentile(), console.quiet(), run.rate() > 0, run.warmup(), settings.duration(),
                    java.time.Duration.ofMillis(Math.round(settings.thresholds().outageGapSeconds() * 1000))))
                    .andThen(hooks.intervals());
            session.beginTrial(workload.configured());
            try {
                step = session.step(shards.runner(session), workload.configured(), run.spec(target.target(), threads),
                        StepLabel.single(target.name()), listener, stop);
            } finally {
                session.endTrial(workload.configured());
            }
        }
        RunStatus status = shards.status(step.status().failed() ? RunStatus.of(step.status())
                : signals.received().isPresent() ? RunStatus.INTERRUPTED : RunStatus.OK);
        RunResult finished = verifiedAfter(session,
                StabilityResults.finish(folder.dir(), base, step, status, latency, settings.thresholds()));
        RunResult recorded = withSummary(finished, ClientWarnings.with(shards.record(finished.summary(), folder.dir(), status.text()),
                ClientWarnings.find(folder.dir())));
        RunResult result = withSummary(recorded, gate.judge(recorded).apply(recorded.summary()));
        boolean written = folder.writeFinal(result, console.err());
        hooks.steps().accept(step);
        hooks.result().accept(result);
        shards.finish(status);
        out.println();
        out.print(SysbenchText.finalBlock(step, run.percentile(), latency.runAt(run.percentile())));
        out.print(MetricText.block(step, result.workload().metrics()));
        out.println();
        SummaryPrinter.print(out, result.summary().stability().orElseThrow(), result.workload().metrics());
        result.summary().datasetCheck().ifPresent(c -> out.println(AfterRunCheck.line(c)));
        ClientWarnings.print(out, result.summary());
        out.println("Results: " + folder.dir().toAbsolutePath());
        return ThresholdGate.report(result, exitCode(step, status, written, shards), out, console.err());
    }

    private int exitCode(StepResult step, RunStatus status, boolean written, ShardRun shards) {
        if (step.status().failed()) {
            console.err().println("error: " + step.status().reason().orElse(""));
            return shards.exitCode(ExitCode.RUN_FAILED);
        }
        if (!written) {
            return ExitCode.RUN_FAILED;
        }
        if (status.is(RunStatus.Kind.FAILED)) {
            status.reason().ifPresent(why -> console.err().println("error: " + why));
            return shards.exitCode(ExitCode.OK);
        }
        // Ending a long run early is a normal way to end it: its report is complete, so SIGINT is not an error here.
        return ExitCode.OK;
    }

    /** {@code result} with what the dataset's checks find after the run, for a workload checked then (TPC-C). */
    private RunResult verifiedAfter(Session session, RunResult result) {
        return AfterRunCheck.of(session, workload.configured())
                .map(c -> withSummary(result, result.summary().withDatasetCheck(c))).orElse(result);
    }

    private static RunResult withSummary(RunResult r, RunSummary summary) {
        return new RunResult(r.tool(), r.command(), r.status(), r.startedAt(), r.finishedAt(), r.target(), r.targets(), r.workload(),
                r.manifest(), r.steps(), summary);
    }

    private Map<String, String> manifest(Session session, int threads) {
        Map<String, String> manifest = new TreeMap<>(ResultBook.manifest(List.of(session), settings.run(), List.of(threads), workload.info()));
        manifest.putAll(settings.manifest());
        return manifest;
    }

    /** Creates the folder with a first result.json, so that even a run killed in its first minute has its settings on disk. */
    private RunResult start(Session session, int threads, Map<String, String> manifest, ShardRun shards) throws IOException {
        Instant now = Instant.now();
        TargetInfo target = ResultBook.targets(List.of(session), settings.run(), List.of(threads)).get(0);
        RunResult base = new RunResult(ToolInfo.current(), "stability", RunStatus.RUNNING, now, now, target, List.of(target),
                workload.info(), manifest, List.of(), shards.record(RunSummary.EMPTY, folder.dir(), "running"));
        folder.clearIntervals();
        folder.writeResult(base);
        return base;
    }

    private void banner(PrintStream out, Session session, int threads) {
        if (console.quiet()) {
            return;
        }
        RunSettings run = settings.run();
        out.printf("dbbench %s stability: %s on %s (%s %s), %s, %s measured after %s warm-up, %s intervals%s%n",
                ToolInfo.current().version(), workload.workload().id(), target.name(), session.info().server().product(),
                session.info().server().version(), Plural.count(threads, "thread"), Durations.format(settings.duration()), Durations.format(run.warmup()),
                Durations.format(run.reportInterval()), run.rate() > 0 ? ", " + run.rate() + " events/s" : "");
        out.println("client: " + session.pick().describe(List.of(threads)));
        out.println("Results: " + folder.dir().toAbsolutePath() + " (every interval is on disk as it closes)");
    }
}
