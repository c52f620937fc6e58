package dev.dbbench.runner.jobs;

import dev.dbbench.runner.jobs.metrics.LiveMetrics;
import dev.dbbench.runner.jobs.metrics.MetricsEndpoint;
import dev.dbbench.runner.jobs.metrics.MetricsSettings;
import dev.dbbench.runner.spec.SweepSpec;
import dev.dbbench.config.Durations;
import dev.dbbench.config.PreflightException;
import dev.dbbench.config.ThreadList;
import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.UsageException;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.SweepPlan;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.sweep.StopRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/**
 * {@code sweep}: every target at every thread count, interleaved (A at 4, B at 4, A at 8, ...) so that
 * drift on the client or network hits all targets alike; repeated and iterated as asked; each
 * finished step written to disk before the next starts.
 */
public final class Sweep {
    private final Console console;
    private final List<ResolvedTarget> targets;
    private final Workloads.Chosen workload;
    private final RunSettings settings;
    private final Plan plan;
    private final ResultFolder folder;
    private final Sharding sharding;
    private boolean probe;
    private ThresholdGate gate = ThresholdGate.NONE;
    private Hooks hooks = Hooks.NONE;
    private final MetricsSettings metrics;

    /**
     * What to sweep: thread counts in order, repeats, iterations per step, pause between steps, stop rules.
     *
     * @param repeats the repeats to run, or with {@code autoRepeats} the most to run
     * @param autoRepeats repeat until every cell's TPS is within {@code precisionPct}, after at least {@link #AUTO_MIN}
     * @param precision half the 95 % interval of TPS, in percent, to repeat for; the comparisons' advice is for it too;
     *                  empty when not asked, and then 5
     */
    public record Plan(List<Integer> threads, int repeats, int iterations, Duration cooldown, StopRules stopRules,
                       boolean autoRepeats, OptionalDouble precision) {
        /** The fewest repeats {@code --repeats auto} runs: fewer cannot show what varies from run to run. */
        public static final int AUTO_MIN = 3;
        private static final int AUTO_MAX = 10;

        public Plan {
            threads = List.copyOf(threads);
        }

        /** A plan of a fixed number of repeats, with the advice for a 5 % difference. */
        public Plan(List<Integer> threads, int repeats, int iterations, Duration cooldown, StopRules stopRules) {
            this(threads, repeats, iterations, cooldown, stopRules, false, OptionalDouble.empty());
        }

        /** The plan the options describe; a value out of range is refused naming the option and the fix. */
        public static Plan from(SweepSpec o) {
            boolean auto = "auto".equalsIgnoreCase(o.repeats().strip());
            int repeats = auto ? (o.maxRepeats() == null ? AUTO_MAX : o.maxRepeats()) : count("--repeats", o.repeats());
            if (!auto && o.maxRepeats() != null) {
                throw new UsageException("--max-repeats " + o.maxRepeats() + " applies to --repeats auto only; give --repeats auto, "
                        + "or leave --max-repeats out");
            }
            if (auto && (repeats < AUTO_MIN || repeats > 1000)) {
                throw new UsageException("--max-repeats " + repeats + " is out of range; give " + AUTO_MIN + " to 1000 (--repeats auto "
                        + "runs at least " + AUTO_MIN + ")");
            }
            if (o.iterations() < 1 || o.iterations() > 1000) {
                throw new UsageException("--iterations " + o.iterations() + " is out of range; give 1 to 1000");
            }
            return new Plan(ThreadList.parse("--threads", o.threads() == null ? SweepSpec.DEFAULT_THREADS : o.threads()), repeats,
                    o.iterations(), Durations.parse("--cooldown", o.cooldown()), StopRuleText.rules(o), auto, precision(o.precision()));
        }

        private static int count(String option, String text) {
            try {
                int n = Integer.parseInt(text.strip());
                if (n >= 1 && n <= 1000) {
                    return n;
                }
            } catch (NumberFormatException notANumber) {
                // said below
            }
            throw new UsageException(option + " " + text + " is not a count of repeats; give 1 to 1000, or auto");
        }

        /** The precision asked, or the 5 % the advice is for when none was. */
        public double precisionPct() {
            return precision.orElse(SweepPlan.DEFAULT_PRECISION_PCT);
        }

        private static OptionalDouble precision(String text) {
            if (text == null) {
                return OptionalDouble.empty();
            }
            String digits = text.strip().endsWith("%") ? text.strip().substring(0, text.strip().length() - 1).strip() : text.strip();
            try {
                double v = Double.parseDouble(digits);
                if (v > 0 && v <= 100) {
                    return OptionalDouble.of(v);
                }
            } catch (NumberFormatException notANumber) {
                // said below
            }
            throw new UsageException("--precision " + text + " is not a percentage; give one above 0 and up to 100, e.g. 3%");
        }

        int maxThreads() {
            return threads.stream().mapToInt(Integer::intValue).max().orElse(1);
        }

        /** The plan under the option names, for the manifest: each of these changes what the tables show. */
        Map<String, String> manifest() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("threads", threads.stream().map(String::valueOf).collect(Collectors.joining(",")));
            m.put("repeats", autoRepeats ? "auto" : String.valueOf(repeats));
            if (autoRepeats) {
                m.put("max-repeats", String.valueOf(repeats));
            }
            precision.ifPresent(p -> m.put("precision", dev.dbbench.reports.Fmt.plain(p) + "%"));
            m.put("iterations", String.valueOf(iterations));
            m.put("cooldown", Durations.format(cooldown));
            m.putAll(stopRules.manifest());
            return m;
        }

        /** The plan as the result's summary shows it: the manifest's settings, typed for JSON. */
        SweepPlan summary() {
            return new SweepPlan(threads, repeats, iterations, cooldown.toSeconds(), stopRules.tpsDropText(), stopRules.p95AboveText(),
                    stopRules.errorRateText(), autoRepeats, precision);
        }
    }

    public Sweep(Console console, List<ResolvedTarget> targets, Workloads.Chosen workload, RunSettings settings, Plan plan,
                 ResultFolder folder, MetricsSettings metrics) {
        this(console, targets, workload, settings, plan, folder, Sharding.none(), metrics);
    }

    /** A sweep that is one shard of a sharded run when {@code sharding} says so. */
    public Sweep(Console console, List<ResolvedTarget> targets, Workloads.Chosen workload, RunSettings settings, Plan plan,
                 ResultFolder folder, Sharding sharding, MetricsSettings metrics) {
        this.sharding = sharding;
        this.console = console;
        this.targets = List.copyOf(targets);
        this.workload = workload;
        this.settings = settings;
        this.plan = plan;
        this.folder = folder;
        this.metrics = metrics;
    }

    /** Judges the finished sweep by {@code rules}, in its result and its exit code. */
    public Sweep gated(ThresholdGate rules) {
        gate = rules;
        return this;
    }

    /** Runs the server CPU probe on each target before the first step when {@code on}, recorded with the target. */
    public Sweep probing(boolean on) {
        probe = on;
        return this;
    }

    /** Tells {@code hooks} of each interval, each step and the result. */
    public Sweep hooked(Hooks hooks) {
        this.hooks = hooks;
        return this;
    }

    // The metrics endpoint only has to live as long as the sweep.
    @SuppressWarnings("try")
    public int execute() throws Exception {
        settings.checkIgnored(targets);
        gate.checkSharding(sharding);
        gate.checkThreads(plan.threads());
        gate.checkTargets(targets.stream().map(ResolvedTarget::name).toList());
        settings.ignoringNothing(targets).forEach(note -> console.err().println("note: " + note));
        sharding.checkThreads(plan.threads());
        if (sharding.sharded() && !plan.stopRules().manifest().values().stream().allMatch("off"::equals)) {
            throw new UsageException("the --stop-when-* rules cannot be used with --shard: each shard sees only its share of a step "
                    + "and would stop on its own; leave them out and read the merged result");
        }
        List<Session> sessions = new ArrayList<>();
        StopSignal stop = new StopSignal();
        List<String> series = workload.variants().stream().flatMap(v -> targets.stream().map(t -> v.label(t.name()))).toList();
        LiveMetrics live = new LiveMetrics(series, settings.warmup().toMillis() / 1000.0, OptionalDouble.empty());
        Optional<MetricsEndpoint> endpoint = MetricsEndpoint.start(metrics, live, console.err());
        endpoint.ifPresent(e -> e.announce(console.out()));
        try (AutoCloseable stopEndpoint = () -> endpoint.ifPresent(MetricsEndpoint::close); Signals signals = new Signals(stop)) {
            Map<String, ClientPick> picks = new LinkedHashMap<>();
            targets.forEach(t -> picks.put(t.name(), ClientPick.of(settings.client(), t, workload)));
            targets.forEach(t -> sessions.add(new Session(t, settings.psMode(), settings.workerThreads(), picks.get(t.name()))));
            preflight(sessions);
            StartNotes.of(sessions, plan.threads()).forEach(note -> console.err().println("note: " + note));
            if (!console.quiet()) {
                picks.forEach((name, pick) -> console.out().println("client: " + (picks.size() > 1 ? name + ": " : "")
                        + pick.describe(plan.threads())));
            }
            Map<String, String> manifest = new LinkedHashMap<>(ResultBook.manifest(sessions, settings, plan.threads(), workload.info()));
            manifest.putAll(plan.manifest());
            try (ShardRun shards = ShardRun.start(sharding, sessions.get(0), manifest, java.time.Clock.systemUTC())) {
                manifest.putAll(shards.manifest(settings));
                return run(sessions, manifest, shards, live, stop, signals);
            } finally {
                sessions.forEach(Session::close);
            }
        }
    }

    private int run(List<Session> sessions, Map<String, String> manifest, ShardRun shards, LiveMetrics live, StopSignal stop,
                    Signals signals) throws Exception {
        List<TargetInfo> checked = ResultBook.targets(sessions, settings, plan.threads());
        ResultBook book = new ResultBook("sweep", probe ? ServerProbe.beforeSweep(sessions, checked, console) : checked,
                workload.info(), manifest, folder).listening(hooks.steps());
        book.summary(s -> s.withPlan(plan.summary()));
        SweepSummary.differences(book);
        book.summary(s -> shards.record(s, folder.dir(), "running"));
        book.begin();
        SweepProgress progress = new SweepProgress(console.out(), plan, sessions.size() * workload.variants().size(), settings,
                console.quiet(), live);
        boolean failed;
        Optional<String> cannotWrite;
        try (IntervalFiles files = folder.open()) {
            IntervalListener listener = files.andThen(live).andThen(new LiveOutput(console.out(), settings.percentile(), console.quiet()))
                    .andThen(hooks.intervals());
            failed = new SweepSteps(sessions, shards, workload, settings, plan, book, listener, stop, progress,
                    () -> files.failure().or(folder::cannotWrite)).run() || folder.cannotWrite().isPresent();
            cannotWrite = files.failure().or(folder::cannotWrite);
        }
        SweepSummary.record(book);
        // A sweep whose files cannot be written ends there, for every target: its status says why.
        RunStatus status = shards.status(signals.received().isPresent() ? RunStatus.INTERRUPTED
                : failed ? new RunStatus(RunStatus.Kind.FAILED, cannotWrite) : RunStatus.OK);
        book.summary(s -> shards.record(s, folder.dir(), status.text()));
        var clientBound = ClientWarnings.find(folder.dir());
        book.summary(s -> ClientWarnings.with(s, clientBound));
        book.summary(gate.judge(book.build(status)));
        var result = book.finish(status, console.err());
        hooks.result().accept(result);
        shards.finish(status);
        SweepSummary.print(console.out(), result);
        ClientWarnings.print(console.out(), result.summary());
        console.out().println("Results: " + folder.dir().toAbsolutePath());
        if (signals.received().isPresent()) {
            return ThresholdGate.report(result, ExitCode.stoppedBy(signals.received().get()), console.out(), console.err());
        }
        cannotWrite.ifPresent(why -> console.err().println("error: " + why + "; the sweep ended early, every step before is kept"));
        shards.status(RunStatus.OK).reason().ifPresent(why -> console.err().println("error: " + why));
        return ThresholdGate.report(result, shards.exitCode(failed || !book.written() ? ExitCode.RUN_FAILED : ExitCode.OK),
                console.out(), console.err());
    }

    /** Checks every target before any time is spent and reports every problem of every target at once. */
    private void preflight(List<Session> sessions) throws Exception {
        List<String> problems = new ArrayList<>();
        for (Session s : sessions) {
            try {
                s.check(workload, plan.maxThreads());
            } catch (PreflightException e) {
                problems.addAll(e.problems());
            }
        }
        if (!problems.isEmpty()) {
            throw new PreflightException(problems);
        }
    }
}
