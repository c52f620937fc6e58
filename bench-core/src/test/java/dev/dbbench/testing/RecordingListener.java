package dev.dbbench.testing;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.result.IntervalResult;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/** Keeps every interval the engine reports, with a copy of its latency histogram, in arrival order. */
public final class RecordingListener implements IntervalListener {
    private final List<IntervalResult> intervals = new ArrayList<>();
    private final List<Histogram> latencies = new ArrayList<>();

    @Override
    public synchronized void onInterval(IntervalResult interval, Histogram latency) {
        intervals.add(interval);
        latencies.add(latency.copy());
    }

    public synchronized List<IntervalResult> all() {
        return List.copyOf(intervals);
    }

    public synchronized List<IntervalResult> measured() {
        return intervals.stream().filter(i -> !i.warmup()).toList();
    }

    public synchronized List<IntervalResult> warmup() {
        return intervals.stream().filter(IntervalResult::warmup).toList();
    }

    /** The measured intervals' latency histograms merged, as a reader of {@code latency.hlog} would rebuild them. */
    public Histogram measuredLatency() {
        return latency(i -> !i.warmup());
    }

    /** Every interval's latency histogram merged, warm-up included. */
    public Histogram allLatency() {
        return latency(i -> true);
    }

    private synchronized Histogram latency(java.util.function.Predicate<IntervalResult> which) {
        Histogram merged = new Histogram(2);
        for (int i = 0; i < intervals.size(); i++) {
            if (which.test(intervals.get(i))) {
                Histogram h = latencies.get(i);
                if (merged.getTotalCount() == 0 && merged.getHighestTrackableValue() < h.getHighestTrackableValue()) {
                    merged = new Histogram(h.getLowestDiscernibleValue(), h.getHighestTrackableValue(),
                            h.getNumberOfSignificantValueDigits());
                }
                merged.add(h);
            }
        }
        return merged;
    }
}
