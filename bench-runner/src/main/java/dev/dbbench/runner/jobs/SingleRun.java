package dev.dbbench.runner.jobs;

import dev.dbbench.runner.jobs.metrics.LiveMetrics;
import dev.dbbench.runner.jobs.metrics.MetricsEndpoint;
import dev.dbbench.runner.jobs.metrics.MetricsSettings;
import dev.dbbench.config.Plural;
import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.StepLabel;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.reports.text.MetricText;
import dev.dbbench.reports.text.SysbenchText;
import dev.dbbench.result.DatasetCheck;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.store.IntervalFiles;
import java.io.PrintStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * {@code run}: one step against one target, streamed to the results folder, summarised like sysbench; with params
 * swept, one step per combination, one after the other.
 */
public final class SingleRun {
    private final Console console;
    private final ResolvedTarget target;
    private final Workloads.Chosen workload;
    private final RunSettings settings;
    private final ResultFolder folder;
    private final Sharding sharding;
    private final MetricsSettings metrics;
    private ThresholdGate gate = ThresholdGate.NONE;
    private Hooks hooks = Hooks.NONE;

    /** A run that is one shard of a sharded run when {@code sharding} says so. */
    public SingleRun(Console console, ResolvedTarget target, Workloads.Chosen workload, RunSettings settings, ResultFolder folder,
                     Sharding sharding, MetricsSettings metrics) {
        this.sharding = sharding;
        this.console = console;
        this.target = target;
        this.workload = workload;
        this.settings = settings;
        this.folder = folder;
        this.metrics = metrics;
    }

    /** Judges the finished run by {@code rules}, in its result and its exit code. */
    public SingleRun gated(ThresholdGate rules) {
        gate = rules;
        return this;
    }

    /** Tells {@code hooks} of each interval, each step and the result. */
    public SingleRun hooked(Hooks hooks) {
        this.hooks = hooks;
        return this;
    }

    // The metrics endpoint only has to live as long as the step.
    @SuppressWarnings("try")
    public int execute(int threads) throws Exception {
        PrintStream out = console.out();
        settings.checkIgnored(List.of(target));
        gate.checkOneStep(sharding, target.name(), threads);
        StopSignal stop = new StopSignal();
        ClientPick pick = ClientPick.of(settings.client(), target, workload);
        LiveMetrics live = new LiveMetrics(workload.variants().stream().map(v -> v.label(target.name())).toList(),
                settings.warmup().toMillis() / 1000.0, settings.time().isZero()
                ? OptionalDouble.empty() : OptionalDouble.of(settings.time().toMillis() / 1000.0));
        Optional<MetricsEndpoint> endpoint = MetricsEndpoint.start(metrics, live, console.err());
        endpoint.ifPresent(e -> e.announce(out));
        try (AutoCloseable stopEndpoint = () -> endpoint.ifPresent(MetricsEndpoint::close);
             Session session = new Session(target, settings.psMode(), settings.workerThreads(), pick); Signals signals = new Signals(stop)) {
            session.check(workload, threads);
            StartNotes.of(List.of(session), List.of(threads)).forEach(note -> console.err().println("note: " + note));
            Map<String, String> manifest = new TreeMap<>(ResultBook.manifest(List.of(session), settings, List.of(threads),
                    workload.info()));
            try (ShardRun shards = ShardRun.start(sharding, session, manifest, Clock.systemUTC())) {
                manifest.putAll(shards.manifest(settings));
                ResultBook book = new ResultBook("run", ResultBook.targets(List.of(session), settings, List.of(threads)), workload.info(),
                        manifest, folder).listening(hooks.steps());
                book.summary(s -> shards.record(s, folder.dir(), "running"));
                book.begin();
                banner(out, session, threads);
                List<StepResult> steps = new ArrayList<>();
                Workloads.Variant last = workload.variants().get(0);
                try (IntervalFiles files = folder.open()) {
                    IntervalListener listener = files.andThen(live).andThen(new LiveOutput(out, settings.percentile(), console.quiet()))
                            .andThen(hooks.intervals());
                    for (Workloads.Variant v : workload.variants()) {
                        if (workload.swept() && !console.quiet()) {
                            out.printf("%n--- %s ---%n", v.label(target.name()));
                        }
                        StepResult step = step(session, shards, v, threads, listener, stop, book);
                        steps.add(step);
                        last = v;
                        if (stop.stopped() || step.status().failed() || folder.cannotWrite().isPresent()) {
                            break;
                        }
                    }
                }
                StepResult worst = steps.stream().filter(s -> s.status().failed()).findFirst().orElse(steps.get(0));
                RunStatus status = shards.status(signals.received().isPresent() ? RunStatus.INTERRUPTED
                        : folder.cannotWrite().isPresent() && !worst.status().failed()
                        ? new RunStatus(RunStatus.Kind.FAILED, folder.cannotWrite()) : RunStatus.of(worst.status()));
                book.summary(s -> shards.record(s, folder.dir(), status.text()));
                var clientBound = ClientWarnings.find(folder.dir());
                book.summary(s -> ClientWarnings.with(s, clientBound));
                Optional<DatasetCheck> checked = AfterRunCheck.of(session, last.configured());
                checked.ifPresent(c -> book.summary(s -> s.withDatasetCheck(c)));
                book.summary(gate.judge(book.build(status)));
                RunResult result = book.finish(status, console.err());
                hooks.result().accept(result);
                shards.finish(status);
                for (StepResult step : steps) {
                    out.println();
                    if (workload.swept()) {
                        out.println(step.target() + ":");
                    }
                    out.print(SysbenchText.finalBlock(step, settings.percentile(), folder.latencyAt(step, settings.percentile())));
                    out.print(MetricText.block(step, result.workload().metrics()));
                }
                checked.ifPresent(c -> out.println(AfterRunCheck.line(c)));
                out.println("Results: " + folder.dir().toAbsolutePath());
                ClientWarnings.print(out, result.summary());
                long emptyReads = steps.stream().mapToLong(StepResult::emptyReads).sum();
                if (emptyReads > 0) {
                    out.println("warning: " + emptyReads + " reads returned no row; the dataset may be smaller than the workload options say");
                }
                int exit = exitCode(worst, signals);
                if (exit == ExitCode.OK && status.is(RunStatus.Kind.FAILED)) {
                    status.reason().ifPresent(why -> console.err().println("error: " + why));
                }
                if (exit == ExitCode.OK && (folder.cannotWrite().isPresent() || !book.written())) {
                    exit = ExitCode.RUN_FAILED;
                }
                return ThresholdGate.report(result, shards.exitCode(exit), out, console.err());
            }
        }
    }

    /** The one step of {@code variant}, between its trial setup and teardown, as this shard's share when sharded. */
    private StepResult step(Session session, ShardRun shards, Workloads.Variant v, int threads, IntervalListener listener,
                            StopSignal stop, ResultBook book) throws Exception {
        session.beginTrial(v.configured());
        try {
            StepResult step = session.step(shards.runner(session), v.configured(), settings.spec(target.target(), threads),
                    StepLabel.single(v.label(target.name())), listener, stop).withParams(v.params());
            book.add(step);
            return step;
        } finally {
            session.endTrial(v.configured());
        }
    }

    private void banner(PrintStream out, Session session, int threads) {
        if (console.quiet()) {
            return;
        }
        out.printf("dbbench %s: %s on %s (%s %s), %s, %s measured after %s%n",
                dev.dbbench.result.ToolInfo.current().version(), workload.workload().id(), target.name(),
                session.info().server().product(), session.info().server().version(), Plural.count(threads, "thread"),
                settings.measuredText(), settings.warmupText());
        out.println("client: " + session.pick().describe(List.of(threads)));
    }

    private int exitCode(StepResult step, Signals signals) {
        if (signals.received().isPresent()) {
            return ExitCode.stoppedBy(signals.received().get());
        }
        if (step.status().failed()) {
            console.err().println("error: " + step.status().reason().orElse(""));
            return ExitCode.RUN_FAILED;
        }
        return ExitCode.OK;
    }
}
