package dev.dbbench.stability;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.stats.Percentiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A synthetic stability run: intervals of a fixed length whose TPS and latency the test sets one by one,
 * with the histograms that a real run would have logged, so the analysis sees consistent input.
 */
final class Synthetic {
    static final long START_MILLIS = 1_800_000_000_000L;
    private final double seconds;
    private final List<IntervalResult> intervals = new ArrayList<>();
    private final List<Histogram> histograms = new ArrayList<>();

    Synthetic(double intervalSeconds) {
        this.seconds = intervalSeconds;
    }

    /** Appends a full interval with {@code tps} events per second, each {@code typicalMs} long except one of {@code maxMs}. */
    Synthetic add(double tps, double typicalMs, double maxMs) {
        return add(tps, typicalMs, maxMs, seconds);
    }

    Synthetic add(double tps, double typicalMs, double maxMs, double duration) {
        double end = intervals.isEmpty() ? duration : intervals.get(intervals.size() - 1).elapsedSeconds() + duration;
        long events = Math.round(tps * duration);
        Histogram h = new Histogram(1, 3_600_000_000_000L, 2);
        if (events > 1) {
            h.recordValueWithCount(nanos(typicalMs), events - 1);
        }
        if (events > 0) {
            h.recordValue(nanos(maxMs));
        }
        LatencyMs lat = Percentiles.of(h);
        intervals.add(new IntervalResult("db", 24, 1, 1, intervals.size() + 1, false, START_MILLIS + Math.round(end * 1000), end,
                duration, events, events * 10, events * 4, events * 2, 0, 0, 0, 0, Map.of(), 0, 0,
                Math.round(events / duration * 100) / 100.0, Math.round(events * 16 / duration * 100) / 100.0, lat, "i1"));
        histograms.add(h);
        return this;
    }

    /** Appends {@code n} steady intervals. */
    Synthetic steady(int n, double tps, double typicalMs) {
        for (int i = 0; i < n; i++) {
            add(tps, typicalMs, typicalMs * 2);
        }
        return this;
    }

    Synthetic replaceLast(IntervalResult changed) {
        intervals.set(intervals.size() - 1, changed);
        return this;
    }

    List<IntervalResult> intervals() {
        return List.copyOf(intervals);
    }

    LatencyWindows latency(double windowSeconds) {
        LatencyWindows w = new LatencyWindows(windowSeconds);
        for (int i = 0; i < intervals.size(); i++) {
            w.add(intervals.get(i), histograms.get(i));
        }
        return w;
    }

    private static long nanos(double ms) {
        return Math.round(ms * 1_000_000);
    }
}
