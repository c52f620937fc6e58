package dev.dbbench.store;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyDistribution;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepResultBuilder;
import dev.dbbench.result.StepStatus;
import dev.dbbench.stats.BatchMeans;
import dev.dbbench.stats.Percentiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * Reads back what {@link IntervalFiles} streamed and rebuilds the steps: counts are the sums of the
 * measured intervals, latency comes from the merged interval histograms, so a rebuilt step equals
 * the one the run would have written. A torn last line (the process was killed mid-write) is skipped.
 */
public final class IntervalLog {
    private final List<IntervalResult> intervals;
    private final Map<String, Histogram> latencyByStep;
    private final Map<String, BatchMeans> batchesByStep;

    private IntervalLog(List<IntervalResult> intervals, Map<String, Histogram> latencyByStep, Map<String, BatchMeans> batchesByStep) {
        this.intervals = List.copyOf(intervals);
        this.latencyByStep = latencyByStep;
        this.batchesByStep = batchesByStep;
    }

    public static IntervalLog read(Path dir) throws IOException {
        List<IntervalResult> rows = readIntervals(dir);
        Map<String, Histogram> latency = new HashMap<>();
        Map<String, BatchMeans> batches = new HashMap<>();
        readHlog(dir.resolve(IntervalFiles.HLOG), rows, latency, batches);
        return new IntervalLog(rows, latency, batches);
    }

    /**
     * Only the rows of {@code intervals.csv}, without decoding a histogram: for a long run's periodic
     * checkpoint, where decoding thousands of histograms every minute would cost more than the rows.
     */
    public static List<IntervalResult> readIntervals(Path dir) throws IOException {
        List<IntervalResult> rows = new ArrayList<>();
        // Decoded leniently: a kill inside a multi-byte character must not make the whole file unreadable.
        String text = new String(Files.readAllBytes(dir.resolve(IntervalFiles.CSV)), StandardCharsets.UTF_8);
        List<String> lines = text.lines().toList();
        // A row is complete only with its line break: one cut inside its last field can still parse, with wrong counts.
        int complete = text.endsWith("\n") ? lines.size() : lines.size() - 1;
        for (int n = 1; n < complete; n++) {
            try {
                rows.add(IntervalCsv.parse(lines.get(n)));
            } catch (RuntimeException torn) {
                if (n < complete - 1) {
                    throw new IOException(IntervalFiles.CSV + " line " + (n + 1) + " is damaged: " + torn.getMessage());
                }
            }
        }
        return rows;
    }

    /**
     * Each measured step's histograms merged, into {@code latency}, and its intervals in batches as the run collected
     * them, into {@code batches}: the histograms in file order, each with its row of {@code rows}. Streamed, as a long
     * run's histograms would not fit in memory together.
     */
    private static void readHlog(Path hlog, List<IntervalResult> rows, Map<String, Histogram> latency,
                                 Map<String, BatchMeans> batches) throws IOException {
        Map<String, IntervalResult> rowByTag = new HashMap<>();
        rows.stream().filter(i -> !i.warmup()).forEach(i -> rowByTag.put(HlogTags.of(i), i));
        HlogFile.forEach(hlog, histogram -> {
            String tag = histogram.getTag() == null ? "" : histogram.getTag();
            if (HlogTags.warmup(tag)) {
                return;
            }
            String step = HlogTags.step(tag);
            latency.computeIfAbsent(step, k -> new Histogram(histogram.getHighestTrackableValue(),
                    histogram.getNumberOfSignificantValueDigits())).add(histogram);
            IntervalResult row = rowByTag.get(tag);
            if (row != null) {
                batches.computeIfAbsent(step, k -> new BatchMeans(histogram.getHighestTrackableValue()))
                        .add(row.durationSeconds(), row.transactions(), row.queries(), histogram);
            }
        });
    }

    /** The latency in ms at {@code percentile} over the measured intervals of {@code step}; 0 when none were logged. */
    public double latencyAt(StepResult step, double percentile) {
        Histogram h = latencyByStep.get(HlogTags.stepKey(step));
        return h == null ? 0 : Percentiles.at(h, percentile);
    }

    public List<IntervalResult> intervals() {
        return intervals;
    }

    /** The latency distribution of each measured step whose histograms were logged, in the order of {@link #steps()}. */
    public List<LatencyDistribution> distributions() {
        List<LatencyDistribution> out = new ArrayList<>();
        measuredByStep().forEach((key, list) -> {
            Histogram h = latencyByStep.get(key);
            IntervalResult i = list.get(0);
            if (h != null && h.getTotalCount() > 0) {
                out.add(Percentiles.curve(i.target(), i.threads(), i.repeat(), i.iteration(), h));
            }
        });
        return out;
    }

    /** The measured steps, in the order their first interval was written. */
    public List<StepResult> steps() {
        List<StepResult> steps = new ArrayList<>();
        Map<String, Instant> began = new HashMap<>();
        for (IntervalResult i : intervals) {
            began.putIfAbsent(HlogTags.stepKey(i), begin(i));
        }
        measuredByStep().forEach((key, list) -> steps.add(sum(list, latencyByStep.get(key)).toBuilder()
                .startedAt(Optional.ofNullable(began.get(key)))
                .batches(Optional.ofNullable(batchesByStep.get(key)).map(BatchMeans::series)).build()));
        return steps;
    }

    /** When {@code i} began: its row holds when it ended and how long it lasted. */
    static Instant begin(IntervalResult i) {
        return Instant.ofEpochMilli(i.epochMillis() - Math.round(i.durationSeconds() * 1000));
    }

    /** The measured intervals by step key, steps in the order their first interval was written. */
    private Map<String, List<IntervalResult>> measuredByStep() {
        Map<String, List<IntervalResult>> byStep = new LinkedHashMap<>();
        for (IntervalResult i : intervals) {
            if (!i.warmup()) {
                byStep.computeIfAbsent(HlogTags.stepKey(i), k -> new ArrayList<>()).add(i);
            }
        }
        return byStep;
    }

    private static StepResult sum(List<IntervalResult> list, Histogram latency) {
        return total(list).latencyMs(latency == null ? LatencyMs.empty() : Percentiles.of(latency)).status(StepStatus.REBUILT).build();
    }

    /**
     * The step that {@code intervals} (one step's, at least one) add up to: its counts summed and its rates over their
     * summed seconds; latency, outages and status are the caller's to set.
     */
    public static StepResultBuilder total(List<IntervalResult> intervals) {
        long tx = 0, r = 0, w = 0, o = 0, e = 0, err = 0, ign = 0, rc = 0;
        double seconds = 0;
        Map<String, Long> codes = new HashMap<>();
        for (IntervalResult i : intervals) {
            tx += i.transactions();
            r += i.reads();
            w += i.writes();
            o += i.other();
            e += i.emptyReads();
            err += i.errors();
            ign += i.ignoredErrors();
            rc += i.reconnects();
            seconds += i.durationSeconds();
            i.errorsByCode().forEach((k, v) -> codes.merge(k, v, Long::sum));
        }
        IntervalResult first = intervals.get(0);
        return StepResult.builder().target(first.target()).threads(first.threads()).repeat(first.repeat())
                .iteration(first.iteration()).durationSeconds(Math.round(seconds * 1000) / 1000.0).transactions(tx)
                .queries(r + w + o).reads(r).writes(w).other(o).emptyReads(e).errors(err).ignoredErrors(ign).errorsByCode(codes)
                .reconnects(rc).tps(StepResult.perSecond(tx, seconds)).qps(StepResult.perSecond(r + w + o, seconds));
    }
}
