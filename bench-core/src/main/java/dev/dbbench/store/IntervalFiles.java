package dev.dbbench.store;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.result.IntervalResult;
import java.io.BufferedWriter;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Streams every interval to {@code intervals.csv} and its latency histogram to {@code latency.hlog}
 * as it closes, flushing and syncing both, so a run that is killed (or whose machine loses power) at
 * any moment keeps every closed interval on disk and {@code report} can rebuild the result from them.
 * Appends when the files exist (a resumed folder).
 */
public final class IntervalFiles implements IntervalListener, AutoCloseable {
    public static final String CSV = "intervals.csv";
    public static final String HLOG = "latency.hlog";
    private final FileOutputStream csvFile;
    private final FileOutputStream hlogFile;
    private final BufferedWriter csv;
    private final PrintStream hlogStream;
    private final HistogramLogWriter hlog;
    private final long startMillis = System.currentTimeMillis();

    public IntervalFiles(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path csvPath = dir.resolve(CSV);
        boolean fresh = !Files.exists(csvPath) || Files.size(csvPath) == 0;
        csvFile = new FileOutputStream(csvPath.toFile(), true);
        csv = new BufferedWriter(new OutputStreamWriter(csvFile, StandardCharsets.UTF_8));
        if (fresh) {
            csv.write(IntervalCsv.HEADER);
            csv.newLine();
            csv.flush();
        }
        hlogFile = new FileOutputStream(dir.resolve(HLOG).toFile(), true);
        hlogStream = new PrintStream(hlogFile, false, StandardCharsets.UTF_8);
        hlog = new HistogramLogWriter(hlogStream);
        hlog.outputLogFormatVersion();
        hlog.outputStartTime(startMillis);
        hlog.setBaseTime(startMillis);
        hlog.outputLegend();
        hlogStream.flush();
    }

    @Override
    public synchronized void onInterval(IntervalResult interval, Histogram latency) {
        try {
            csv.write(IntervalCsv.row(interval));
            csv.newLine();
            csv.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + CSV, e);
        }
        long end = interval.epochMillis();
        long begin = end - Math.round(interval.durationSeconds() * 1000);
        latency.setTag(HlogTags.of(interval));
        latency.setStartTimeStamp(begin);
        latency.setEndTimeStamp(end);
        hlog.outputIntervalHistogram(latency);
        hlogStream.flush();
        latency.setTag(null);
        sync();
    }

    /**
     * Forces both files to the disk: a flush alone survives a killed process but not a power cut or a
     * crashed VM, which a 12-hour run on a cloud instance can meet. Two syncs per interval cost little.
     */
    private void sync() {
        try {
            csvFile.getChannel().force(false);
            hlogFile.getChannel().force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot sync " + CSV + " and " + HLOG + " to disk", e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        csv.close();
        hlogStream.close();
    }
}
