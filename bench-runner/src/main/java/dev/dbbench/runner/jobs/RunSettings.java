package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.MeasureSpec;
import dev.dbbench.config.Durations;
import dev.dbbench.engine.RunSpec;
import dev.dbbench.engine.jdbc.WorkerThreads;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.target.Target;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The run options, validated once on entry; every value that changes results goes to the manifest.
 *
 * @param time           measured time per step (zero: until the event limit)
 * @param warmup         least warm-up per step (zero: none)
 * @param warmupMax      longest warm-up per step, reached only while the JIT compiler stays busy
 * @param events         event limit (0: none)
 * @param reportInterval interval length
 * @param rate           fixed rate in events/s (0: unlimited)
 * @param percentile     latency percentile of the live line
 * @param ignoreErrors   codes given with --ignore-errors as typed, so that messages name them so (canonical in {@link #ignoredFor}),
 *                       empty for the target's defaults
 * @param psMode         prepared statement mode
 * @param seed           base of the workers' seeds; workloads mix it with their recorded --rand-seed
 * @param workerThreads  which kind of thread runs the workers of each step
 * @param client         which client runs them: auto, JDBC or the target's wire client (each target's pick: {@link ClientPick})
 */
public record RunSettings(Duration time, Duration warmup, Duration warmupMax, long events, Duration reportInterval, double rate, double percentile,
                          Set<String> ignoreErrors, boolean ignoreGiven, PsMode psMode, long seed, WorkerThreads workerThreads,
                          ClientChoice client) {

    /** The longest warm-up when --warmup-max is not given: JIT warm-up on a small shared client took 16-20 s. */
    static final Duration DEFAULT_WARMUP_MAX = Duration.ofSeconds(60);

    public static RunSettings from(MeasureSpec o) {
        Duration time = Durations.parse("--time", o.time());
        Duration warmup = Durations.parse("--warmup", o.warmup());
        Duration warmupMax = o.warmupMax() == null ? DEFAULT_WARMUP_MAX : Durations.parse("--warmup-max", o.warmupMax());
        if (o.warmupMax() != null && !warmup.isZero() && warmupMax.compareTo(warmup) < 0) {
            throw new UsageException("--warmup-max " + o.warmupMax() + " is shorter than --warmup " + o.warmup()
                    + "; give a --warmup-max of at least " + o.warmup() + ", or leave it out");
        }
        // A --warmup beyond the default maximum raises the maximum with it rather than failing; no warm-up stays none.
        warmupMax = warmup.isZero() ? Duration.ZERO : warmupMax.compareTo(warmup) < 0 ? warmup : warmupMax;
        Duration interval = Durations.positive("--report-interval", o.reportInterval());
        if (o.events() != null && o.events() <= 0) {
            throw new UsageException("--events " + o.events() + (o.rate() > 0 ? " with --rate " + num(o.rate()) : "")
                    + " runs no event; give a positive count or leave --events out for a timed run");
        }
        long events = o.events() == null ? 0 : o.events();
        if (time.isZero() && events == 0) {
            throw new UsageException("--time 0 needs --events N to know when to stop; give one of them");
        }
        if (!time.isZero() && interval.compareTo(time) > 0) {
            throw new UsageException("--report-interval " + o.reportInterval() + " is longer than --time " + o.time()
                    + "; give a shorter --report-interval (its default is 1s) or a longer run");
        }
        if (o.rate() < 0 || Double.isNaN(o.rate())) {
            throw new UsageException("--rate " + num(o.rate()) + " is negative; give 0 (unlimited) or a positive number of events per second");
        }
        if (!(o.percentile() > 0 && o.percentile() <= 100)) {
            throw new UsageException("--percentile " + num(o.percentile()) + " is out of range; give a number above 0 and up to 100, e.g. 95");
        }
        PsMode ps;
        try {
            ps = PsMode.parse(o.psMode());
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Set<String> ignore = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        if (o.ignoreErrors() != null) {
            for (String code : o.ignoreErrors()) {
                String c = code.trim();
                if (!c.matches("[A-Za-z0-9]{1,10}")) {
                    throw new UsageException("--ignore-errors '" + code + "' is not an error code; give codes like 1213,1205 or 40P01, or all / none");
                }
                if (!c.equalsIgnoreCase("none")) {
                    ignore.add(c.equalsIgnoreCase("all") ? "all" : c);
                }
            }
        }
        // Workers' generators mix this with the workload's own --rand-seed, which is the one users set and see recorded.
        long seed = 0;
        return new RunSettings(time, warmup, warmupMax, events, interval, o.rate(), o.percentile(), ignore, o.ignoreErrors() != null, ps, seed,
                WorkerThreads.parse(o.workerThreads()), ClientChoice.parse(o.client(), o.eventLoops()));
    }

    /** A number as the user most likely typed it: 101, not 101.0. */
    private static String num(double v) {
        return v == Math.rint(v) && !Double.isInfinite(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** The ignore list for {@code target}: what the user gave, else the target's sysbench-like default. */
    public Set<String> ignoredFor(Target target) {
        return ignoreGiven ? ignoreErrors.stream().map(RunSettings::canonical).collect(Collectors.toCollection(TreeSet::new))
                : target.errors().defaultIgnored();
    }

    /** A code as targets report it: SQLSTATEs are upper case (40P01), whatever case the user typed. */
    private static String canonical(String code) {
        return code.equals("all") ? code : code.toUpperCase(Locale.ROOT);
    }

    /**
     * Refuses a code given with --ignore-errors that none of {@code targets} counts an error under (sysbench's MySQL
     * 1213 on PostgreSQL): it would replace the targets' defaults and ignore nothing. A sweep over several vendors
     * takes a list with codes of each.
     */
    public void checkIgnored(List<ResolvedTarget> targets) {
        Map<String, Target> byName = new LinkedHashMap<>();
        targets.forEach(t -> byName.putIfAbsent(t.described(), t.target()));
        checkIgnored(byName);
    }

    /** As {@link #checkIgnored(List)}, before the targets are connected: each named as messages should name it. */
    public void checkIgnored(Map<String, Target> targets) {
        for (String code : ignoreErrors) {
            if (!code.equals("all") && targets.values().stream().noneMatch(t -> t.errors().codeForm().matches(canonical(code)))) {
                throw new UsageException("--ignore-errors " + code + " is not an error code of " + targets.entrySet().stream()
                        .map(t -> t.getKey() + ", which counts errors under " + codeForm(t.getValue().errors()))
                        .collect(Collectors.joining("; nor of ")) + "; give such codes, or all / none");
            }
        }
    }

    /**
     * In a sweep over several vendors, the targets none of whose --ignore-errors codes they can report (1213 for
     * PostgreSQL beside MySQL): accepted, as the list is shared, but such a target ignores no errors at all instead of
     * its defaults, which the user should hear once.
     */
    public List<String> ignoringNothing(List<ResolvedTarget> targets) {
        if (!ignoreGiven || ignoreErrors.contains("all")) {
            return List.of();
        }
        return targets.stream().filter(t -> ignoreErrors.stream().map(RunSettings::canonical).noneMatch(t.target().errors().codeForm()::matches))
                .map(t -> t.name() + ": none of --ignore-errors " + String.join(",", ignoreErrors) + " is a code it reports ("
                        + codeForm(t.target().errors()) + "), so it ignores no errors, not even its defaults "
                        + String.join(",", t.target().errors().defaultIgnored()))
                .toList();
    }

    /** What a target's error codes look like, in words. */
    static String codeForm(ErrorPolicy errors) {
        return switch (errors.codeForm()) {
            case NUMBER_OR_SQLSTATE -> "an error number such as 1213 or a 5-character SQLSTATE such as HY000";
            case SQLSTATE -> "a 5-character SQLSTATE such as 40P01";
        };
    }

    public RunSpec spec(Target target, int threads) {
        return new RunSpec(threads, time, events, warmup, warmupMax, reportInterval, rate, ignoredFor(target), seed);
    }

    /** What ends the measured part, as the banner tells it: the time, the event limit, or whichever comes first. */
    public String measuredText() {
        if (events <= 0) {
            return Durations.format(time);
        }
        String limit = String.format(Locale.ROOT, "%,d events", events);
        return time.isZero() ? limit : Durations.format(time) + " or " + limit + ", whichever ends first,";
    }

    /** The warm-up as the banner tells it. */
    public String warmupText() {
        if (warmup.isZero()) {
            return "no warm-up";
        }
        String least = Durations.format(warmup) + " warm-up";
        return warmupMax.equals(warmup) ? least : least + " (longer while the JIT compiles, at most " + Durations.format(warmupMax) + ")";
    }

    /** The run settings shared by every target, under the names users type; each target's client is its own ({@link ClientPick}). */
    public Map<String, String> manifest() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("time", Durations.format(time));
        m.put("warmup", Durations.format(warmup));
        m.put("warmup-max", Durations.format(warmupMax));
        m.put("events", Long.toString(events));
        m.put("report-interval", Durations.format(reportInterval));
        m.put("rate", Double.toString(rate));
        m.put("percentile", Double.toString(percentile));
        m.put("ps-mode", psMode.cliName());
        // The client's efficiency, and so what a saturated client box measures, depends on it.
        m.put("worker-threads", workerThreads.describe());
        return m;
    }
}
