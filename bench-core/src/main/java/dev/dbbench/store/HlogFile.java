package dev.dbbench.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/** Reading back the interval histograms that {@link IntervalFiles} streamed to {@code latency.hlog}. */
public final class HlogFile {

    private HlogFile() {
    }

    /**
     * Hands every histogram in {@code hlog} to {@code action}, in file order. A missing file gives none;
     * reading stops at a torn last entry (the process was killed mid-write).
     */
    public static void forEach(Path hlog, Consumer<Histogram> action) throws IOException {
        if (!Files.exists(hlog)) {
            return;
        }
        try (InputStream in = Files.newInputStream(hlog)) {
            HistogramLogReader reader = new HistogramLogReader(in);
            while (true) {
                EncodableHistogram h;
                try {
                    h = reader.nextIntervalHistogram();
                } catch (RuntimeException torn) {
                    return;
                }
                if (h == null) {
                    return;
                }
                if (h instanceof Histogram histogram) {
                    action.accept(histogram);
                }
            }
        }
    }
}
