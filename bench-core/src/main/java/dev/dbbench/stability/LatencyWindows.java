package dev.dbbench.stability;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.store.HlogTags;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * Event latency merged over the whole run and over each analysis window. Percentiles of a window can only
 * come from its merged histograms, never from the intervals' own percentiles. Holds one histogram per
 * window plus one for the run, whatever the number of intervals; filled on one thread, then read.
 */
public final class LatencyWindows {
    private final double windowSeconds;
    private final TreeMap<Integer, Histogram> windows = new TreeMap<>();
    private Histogram run;

    public LatencyWindows(double windowSeconds) {
        this.windowSeconds = windowSeconds;
    }

    /** Adds the latency histogram (nanoseconds) of one measured interval. */
    public void add(IntervalResult interval, Histogram latency) {
        if (run == null) {
            run = empty(latency);
        }
        run.add(latency);
        windows.computeIfAbsent(Series.window(interval, windowSeconds), k -> empty(latency)).add(latency);
    }

    private static Histogram empty(Histogram like) {
        return new Histogram(like.getHighestTrackableValue(), like.getNumberOfSignificantValueDigits());
    }

    /** True when at least one interval's histogram was added. */
    public boolean logged() {
        return run != null;
    }

    public LatencyMs run() {
        return run == null ? LatencyMs.empty() : LatencyMs.of(run);
    }

    public LatencyMs window(int k) {
        Histogram h = windows.get(k);
        return h == null ? LatencyMs.empty() : LatencyMs.of(h);
    }

    /**
     * Reads the histograms of {@code measured} from {@code latency.hlog}, matching them by tag; histograms
     * of other steps and warm-up are skipped. A missing file gives an empty result, a torn last entry is skipped.
     */
    public static LatencyWindows read(Path hlog, List<IntervalResult> measured, double windowSeconds) throws IOException {
        LatencyWindows out = new LatencyWindows(windowSeconds);
        if (!Files.exists(hlog)) {
            return out;
        }
        Map<String, IntervalResult> byTag = new HashMap<>();
        measured.forEach(i -> byTag.put(HlogTags.of(i), i));
        try (InputStream in = new FileInputStream(hlog.toFile())) {
            HistogramLogReader reader = new HistogramLogReader(in);
            while (true) {
                EncodableHistogram h;
                try {
                    h = reader.nextIntervalHistogram();
                } catch (RuntimeException torn) {
                    break;
                }
                if (h == null) {
                    break;
                }
                IntervalResult interval = h.getTag() == null ? null : byTag.get(h.getTag());
                if (interval != null && h instanceof Histogram histogram) {
                    out.add(interval, histogram);
                }
            }
        }
        return out;
    }
}
