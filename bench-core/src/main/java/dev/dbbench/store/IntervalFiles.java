package dev.dbbench.store;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.result.IntervalResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Streams every interval to {@code intervals.csv} and its latency histogram to {@code latency.hlog}
 * as it closes, flushing and syncing both, so a run that is killed (or whose machine loses power) at
 * any moment keeps every closed interval on disk and {@code report} can rebuild the result from them.
 * An interval is written whole or not at all: when a write fails (a full disk), both files are cut back to
 * the intervals before it, the room the files kept aside ({@link Reserve}) is given back for the final result, and
 * the error names the file and the system's reason; files whose very first lines could not be written refuse the first
 * interval so. Appends when the files exist (a resumed folder). Each row ends with the run's id and when its step
 * began, its first interval's start, so that rows of many runs' files concatenated still tell their steps apart.
 */
public final class IntervalFiles implements IntervalListener, AutoCloseable {
    public static final String CSV = "intervals.csv";
    public static final String HLOG = "latency.hlog";
    private final Reserve reserve;
    private final AppendFile csv;
    private final AppendFile hlog;
    private final String runId;
    /** When each step began, by {@link HlogTags#stepKey(IntervalResult)}: its first interval's start. */
    private final Map<String, Instant> stepStarts = new HashMap<>();
    /** The histogram log's text of one entry, made in memory first so that it reaches the file in one write. */
    private final ByteArrayOutputStream entry = new ByteArrayOutputStream(8192);
    private final PrintStream entryStream = new PrintStream(entry, false, StandardCharsets.UTF_8);
    private final HistogramLogWriter hlogWriter = new HistogramLogWriter(entryStream);
    /** The first write that failed: every later interval is refused with it, so that none follows a gap. */
    private UncheckedIOException failure;

    /** Files in {@code dir} whose rows carry no run id. */
    public IntervalFiles(Path dir) throws IOException {
        this(dir, "");
    }

    /** Files in {@code dir} whose rows carry {@code runId} ({@link dev.dbbench.result.RunResult#runId()}). */
    public IntervalFiles(Path dir, String runId) throws IOException {
        this.runId = runId;
        Files.createDirectories(dir);
        reserve = Reserve.claim(dir);
        csv = AppendFile.open(dir.resolve(CSV));
        hlog = AppendFile.open(dir.resolve(HLOG));
        try {
            if (csv.size() == 0) {
                csv.append((IntervalCsv.HEADER + "\n").getBytes(StandardCharsets.UTF_8));
            }
            long startMillis = System.currentTimeMillis();
            hlogWriter.outputLogFormatVersion();
            hlogWriter.outputStartTime(startMillis);
            hlogWriter.setBaseTime(startMillis);
            hlogWriter.outputLegend();
            hlog.append(taken());
            csv.force();
            hlog.force();
        } catch (UncheckedIOException e) {
            // A disk already full: the step fails at its first interval, with this reason, as at any later one.
            reserve.close();
            failure = e;
        }
    }

    /** Removes the room that a run killed while writing to {@code dir} left kept aside. */
    public static void removeReserve(Path dir) throws IOException {
        Reserve.removeLeftover(dir);
    }

    /** Why the files can no longer be written, once a write failed: the file and the system's reason. */
    public synchronized Optional<String> failure() {
        return Optional.ofNullable(failure).map(Throwable::getMessage);
    }

    @Override
    public synchronized void onInterval(IntervalResult interval, Histogram latency) {
        if (failure != null) {
            throw failure;
        }
        long end = interval.epochMillis();
        long begin = end - Math.round(interval.durationSeconds() * 1000);
        latency.setTag(HlogTags.of(interval));
        latency.setStartTimeStamp(begin);
        latency.setEndTimeStamp(end);
        hlogWriter.outputIntervalHistogram(latency);
        latency.setTag(null);
        byte[] histogram = taken();
        long csvBefore = csv.size();
        try {
            Instant stepStarted = stepStarts.computeIfAbsent(HlogTags.stepKey(interval), k -> Instant.ofEpochMilli(begin));
            csv.append((IntervalCsv.row(interval, runId, stepStarted) + "\n").getBytes(StandardCharsets.UTF_8));
            hlog.append(histogram);
            // Forced to disk: a flush alone survives a killed process but not a power cut or a crashed VM.
            csv.force();
            hlog.force();
        } catch (UncheckedIOException e) {
            // The row without its histogram would rebuild a step whose latency misses an interval.
            csv.cutBack(csvBefore);
            reserve.close();
            failure = e;
            throw e;
        }
    }

    private byte[] taken() {
        entryStream.flush();
        byte[] bytes = entry.toByteArray();
        entry.reset();
        return bytes;
    }

    @Override
    public synchronized void close() throws IOException {
        try (reserve; csv; hlog) {
            entryStream.close();
        }
    }
}
