package dev.dbbench.stability;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.stats.Percentiles;
import dev.dbbench.store.HlogFile;
import dev.dbbench.store.HlogTags;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Event latency merged over the whole run and over each analysis window. Percentiles of a window can only
 * come from its merged histograms, never from the intervals' own percentiles. Intervals arrive in time
 * order; a window's histogram is reduced to its {@link LatencyMs} once a later window starts, so whatever
 * the length of the run this holds two histograms (the run's and the current window's) and one small record
 * per finished window. Thread-safe: a run in progress adds on its interval thread while a checkpoint reads.
 */
public final class LatencyWindows {
    private final double windowSeconds;
    private final TreeMap<Integer, LatencyMs> finished = new TreeMap<>();
    private int current = -1;
    private Histogram window;
    private Histogram run;

    public LatencyWindows(double windowSeconds) {
        this.windowSeconds = windowSeconds;
    }

    /**
     * Adds the latency histogram (nanoseconds) of one measured interval; {@code latency} is only read.
     *
     * @throws IllegalArgumentException for an interval of a window that is already finished
     */
    public synchronized void add(IntervalResult interval, Histogram latency) {
        int k = Series.window(interval, windowSeconds);
        if (k != current) {
            if (k < current) {
                throw new IllegalArgumentException("interval " + interval.index() + " belongs to window " + k
                        + ", which ended when window " + current + " began: add intervals in time order");
            }
            if (window != null) {
                finished.put(current, Percentiles.of(window));
            }
            window = empty(latency);
            current = k;
        }
        window.add(latency);
        if (run == null) {
            run = empty(latency);
        }
        run.add(latency);
    }

    private static Histogram empty(Histogram like) {
        return new Histogram(like.getHighestTrackableValue(), like.getNumberOfSignificantValueDigits());
    }

    /** True when at least one interval's histogram was added. */
    public synchronized boolean logged() {
        return run != null;
    }

    public synchronized LatencyMs run() {
        return run == null ? LatencyMs.empty() : Percentiles.of(run);
    }

    /** The run's latency in ms at any percentile (sysbench's {@code --percentile}); 0 before the first interval. */
    public synchronized double runAt(double percentile) {
        return run == null ? 0 : Percentiles.at(run, percentile);
    }

    public synchronized LatencyMs window(int k) {
        return k == current && window != null ? Percentiles.of(window) : finished.getOrDefault(k, LatencyMs.empty());
    }

    /** A copy that later additions leave unchanged, so a run in progress can be analysed while it goes on. */
    public synchronized LatencyWindows copy() {
        LatencyWindows c = new LatencyWindows(windowSeconds);
        c.finished.putAll(finished);
        c.current = current;
        c.window = window == null ? null : window.copy();
        c.run = run == null ? null : run.copy();
        return c;
    }

    /**
     * Reads the histograms of {@code measured} from {@code latency.hlog}, matching them by tag; histograms
     * of other steps and warm-up are skipped. A missing file gives an empty result, a torn last entry is skipped.
     */
    public static LatencyWindows read(Path hlog, List<IntervalResult> measured, double windowSeconds) throws IOException {
        LatencyWindows out = new LatencyWindows(windowSeconds);
        Map<String, IntervalResult> byTag = new HashMap<>();
        measured.forEach(i -> byTag.put(HlogTags.of(i), i));
        HlogFile.forEach(hlog, histogram -> {
            IntervalResult interval = histogram.getTag() == null ? null : byTag.get(histogram.getTag());
            if (interval != null) {
                out.add(interval, histogram);
            }
        });
        return out;
    }
}
