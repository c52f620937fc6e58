package dev.dbbench.capture;

import dev.dbbench.capture.model.Analysis;
import dev.dbbench.capture.model.Captured;
import dev.dbbench.capture.out.Report;
import dev.dbbench.capture.out.Summary;
import dev.dbbench.capture.out.WorkloadFile;
import dev.dbbench.capture.source.Catalog;
import dev.dbbench.capture.source.Changes;
import dev.dbbench.capture.source.Observation;
import dev.dbbench.capture.source.Source;
import dev.dbbench.capture.source.Sources;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * One capture on one connection: {@link #plan} says what it will read and change, {@link #run} opens the window,
 * waits, closes it (every setting put back), and writes the workload file, its report and {@code capture.json}.
 * {@link #restore} puts the settings back from any thread, for an interrupted capture.
 */
public final class Capture {
    private final Connection c;
    private final Changes.Reconnect reconnect;
    private final CaptureOptions options;
    private final Source source;
    private final boolean doubleQuotesString;

    /** What a capture wrote. */
    public record Written(Path workload, Path report, Path summary, Captured captured) {
    }

    public Capture(Connection c, Changes.Reconnect reconnect, CaptureOptions options) throws SQLException {
        this.c = c;
        this.reconnect = reconnect;
        this.options = options;
        this.source = Sources.of(c, reconnect, options.serverLog());
        this.doubleQuotesString = Sources.doubleQuotesString(c);
    }

    public List<String> plan() {
        return source.plan();
    }

    /** The statements that put the settings back, for a user to run should the process be killed. */
    public List<String> restoreStatements() {
        return source.changes().restoreStatements();
    }

    /**
     * Opens the window, tells {@code opened}, waits until it is over or {@code stop} says so (polled every 100 ms),
     * closes it and writes.
     */
    public Written run(BooleanSupplier stop, Runnable opened) throws SQLException, IOException {
        Optional<Summary> original = options.original().isPresent() ? Optional.of(Summary.read(options.original().get())) : Optional.empty();
        List<String> restored;
        Observation o;
        try {
            source.begin();
            restored = source.changes().restoreStatements();
            opened.run();
            long end = System.nanoTime() + options.window().toNanos();
            while (System.nanoTime() < end && !stop.getAsBoolean()) {
                try {
                    Thread.sleep(Math.min(100, Math.max(1, (end - System.nanoTime()) / 1_000_000)));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            o = source.end();
        } finally {
            restore();
        }
        Captured captured = Analysis.of(o, doubleQuotesString, tables -> Catalog.read(c, tables), options.keepSamples());
        Files.createDirectories(options.dir());
        Path workload = options.dir().resolve(options.name() + ".yaml");
        Path report = options.dir().resolve("capture-report.md");
        Path summary = options.dir().resolve("capture.json");
        WorkloadFile.write(workload, options.name(), captured);
        Report.write(report, workload.getFileName().toString(), captured, restored, original);
        Summary.of(captured).write(summary);
        return new Written(workload, report, summary, captured);
    }

    /** Puts every setting changed back, once; returns what failed. Safe from any thread. */
    public List<String> restore() {
        return source.changes().undo(c, reconnect);
    }
}
