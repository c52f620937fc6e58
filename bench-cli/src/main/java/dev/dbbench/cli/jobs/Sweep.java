package dev.dbbench.cli.jobs;

import dev.dbbench.cli.options.SweepOptions;
import dev.dbbench.config.Durations;
import dev.dbbench.config.PreflightException;
import dev.dbbench.config.ThreadList;
import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.UsageException;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.sweep.StopRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

    /** What to sweep: thread counts in order, repeats, iterations per step, pause between steps, stop rules. */
    public record Plan(List<Integer> threads, int repeats, int iterations, Duration cooldown, StopRules stopRules) {
        public Plan {
            threads = List.copyOf(threads);
        }

        /** The plan the options describe; a value out of range is refused naming the option and the fix. */
        public static Plan from(SweepOptions o) {
            if (o.repeats < 1 || o.repeats > 1000) {
                throw new UsageException("--repeats " + o.repeats + " is out of range; give 1 to 1000");
            }
            if (o.iterations < 1 || o.iterations > 1000) {
                throw new UsageException("--iterations " + o.iterations + " is out of range; give 1 to 1000");
            }
            return new Plan(ThreadList.parse("--threads", o.threads == null ? SweepOptions.DEFAULT_THREADS : o.threads), o.repeats,
                    o.iterations, Durations.parse("--cooldown", o.cooldown), StopRuleText.rules(o));
        }

        int maxThreads() {
            return threads.stream().mapToInt(Integer::intValue).max().orElse(1);
        }

        /** The plan under the option names, for the manifest: each of these changes what the tables show. */
        Map<String, String> manifest() {
            Map<String, String> m = new LinkedHashMap<>();
            entries().forEach(e -> m.put(e.option(), e.text()));
            return m;
        }

        /** The plan as the result's summary shows it, in a fixed order so that two results diff line by line. */
        Map<String, Object> summary() {
            Map<String, Object> m = new LinkedHashMap<>();
            entries().forEach(e -> m.put(e.summaryName(), e.value()));
            return m;
        }

        /** The one list behind {@link #manifest} and {@link #summary}, so that a setting added to one is in both. */
        private List<Entry> entries() {
            List<Entry> entries = new ArrayList<>(List.of(
                    new Entry("threads", threads.stream().map(String::valueOf).collect(Collectors.joining(",")), "threads", threads),
                    Entry.of("repeats", repeats),
                    Entry.of("iterations", iterations),
                    new Entry("cooldown", Durations.format(cooldown), "cooldownSeconds", cooldown.toSeconds())));
            stopRules.manifest().forEach((option, text) -> entries.add(Entry.of(option, text)));
            return entries;
        }

        /** A setting as the manifest records it (option name, text) and as the summary does (name, typed value for JSON). */
        private record Entry(String option, String text, String summaryName, Object value) {
            static Entry of(String option, Object value) {
                return new Entry(option, String.valueOf(value), option, value);
            }
        }
    }

    public Sweep(Console console, List<ResolvedTarget> targets, Workloads.Chosen workload, RunSettings settings, Plan plan,
                 ResultFolder folder) {
        this.console = console;
        this.targets = List.copyOf(targets);
        this.workload = workload;
        this.settings = settings;
        this.plan = plan;
        this.folder = folder;
    }

    public int execute() throws Exception {
        settings.checkIgnored(targets);
        settings.ignoringNothing(targets).forEach(note -> console.err().println("note: " + note));
        List<Session> sessions = new ArrayList<>();
        StopSignal stop = new StopSignal();
        try (Signals signals = new Signals(stop)) {
            targets.forEach(t -> sessions.add(new Session(t, settings.psMode(), settings.workerThreads(), settings.client())));
            List<TargetInfo> infos = preflight(sessions);
            settings.client().unusedLoops(plan.threads()).ifPresent(note -> console.err().println("note: " + note));
            Map<String, String> manifest = new LinkedHashMap<>(ResultBook.manifest(sessions, settings, plan.threads(), workload.info()));
            manifest.putAll(plan.manifest());
            ResultBook book = new ResultBook("sweep", infos, workload.info(), manifest, folder);
            book.summary("plan", plan.summary());
            SweepSummary.differences(book, targets.stream().map(ResolvedTarget::target).toList());
            book.begin();
            SweepProgress progress = new SweepProgress(console.out(), plan, sessions.size() * workload.variants().size(), settings,
                    console.quiet());
            boolean failed;
            try (IntervalFiles files = folder.open()) {
                IntervalListener listener = files.andThen(new LiveOutput(console.out(), settings.percentile(), console.quiet()));
                failed = new SweepSteps(sessions, workload, settings, plan, book, listener, stop, progress).run();
            } finally {
                sessions.forEach(Session::close);
            }
            SweepSummary.record(book);
            String status = signals.received().isPresent() ? "interrupted" : failed ? "failed" : "ok";
            var result = book.finish(status);
            SweepSummary.print(console.out(), result);
            console.out().println("Results: " + folder.dir().toAbsolutePath());
            if (signals.received().filter("INT"::equals).isPresent()) {
                return ExitCode.INTERRUPTED;
            }
            return failed ? ExitCode.RUN_FAILED : ExitCode.OK;
        }
    }

    /** Checks every target before any time is spent and reports every problem of every target at once. */
    private List<TargetInfo> preflight(List<Session> sessions) throws Exception {
        List<String> problems = new ArrayList<>();
        List<TargetInfo> infos = new ArrayList<>();
        for (Session s : sessions) {
            try {
                infos.add(s.check(workload, plan.maxThreads()));
            } catch (PreflightException e) {
                problems.addAll(e.problems());
            }
        }
        if (!problems.isEmpty()) {
            throw new PreflightException(problems);
        }
        return infos;
    }
}
