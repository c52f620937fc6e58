package dev.dbbench.store;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.HdrHistogram.Histogram;

/**
 * Appends each outage window to {@code outages.csv} as it opens and as it closes, synced to disk, so that
 * {@code report} can rebuild the windows of a run killed at any moment, including one killed while the
 * server was still away. One row per event: {@code start} rows have no end yet, {@code end} rows are the
 * finished window, with {@code warmup} true when it began in the warm-up. Used on the engine's interval
 * thread, like {@link IntervalFiles}.
 */
public final class OutageFiles implements IntervalListener, AutoCloseable {
    public static final String FILE = "outages.csv";
    static final String HEADER = "event,first_failure,recovered,downtime_s,instance_before,instance_after,warmup";
    private final AppendFile file;
    /** Why the header could not be written, when it could not. */
    private UncheckedIOException failure;

    public OutageFiles(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path path = dir.resolve(FILE);
        boolean fresh = !Files.exists(path) || Files.size(path) == 0;
        file = AppendFile.open(path);
        if (fresh) {
            try {
                write(HEADER);
            } catch (UncheckedIOException e) {
                // A disk already full: the step fails at its first interval with this reason, as it would at an outage.
                failure = e;
            }
        }
    }

    /** Intervals go to {@link IntervalFiles}; this file holds only the outage windows, or the failure to start it. */
    @Override
    public synchronized void onInterval(IntervalResult interval, Histogram latency) {
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public void onOutageStart(Instant firstFailure, String instanceBefore) {
        write("start," + firstFailure + ",,," + CsvLines.field(instanceBefore) + ",,");
    }

    @Override
    public void onOutageEnd(Outage w) {
        write("end," + w.firstFailure() + "," + w.recovered() + "," + w.downtimeSeconds() + ","
                + CsvLines.field(w.instanceBefore()) + "," + CsvLines.field(w.instanceAfter()) + "," + w.warmup());
    }

    /** One whole line or none: a failed write leaves the file as it was and throws, naming the file and the reason. */
    private synchronized void write(String line) {
        file.append((line + "\n").getBytes(StandardCharsets.UTF_8));
        file.force();
    }

    @Override
    public synchronized void close() throws IOException {
        file.close();
    }
}
