package dev.dbbench.spi.report;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * One output format of a finished (or still running) benchmark: {@code json}, {@code csv}, {@code md},
 * {@code html}, ... A new format is a new class listed in
 * {@code META-INF/services/dev.dbbench.spi.report.Reporter}; nothing else changes.
 *
 * <p>Contract for implementations:
 * <ul>
 *   <li>A public no-argument constructor (they are found with {@link java.util.ServiceLoader}).</li>
 *   <li>Stateless and thread-safe: one instance may write several results, from several threads.</li>
 *   <li>{@code write} writes the whole document to {@code out} and may flush it but never closes it; the
 *       caller owns the writer and its encoding (UTF-8 for files).</li>
 *   <li>Numbers keep the units of the result records: rates per second, latencies in milliseconds,
 *       durations in seconds.</li>
 *   <li>Any text that came from a user or a server (target names, settings, options) is escaped for
 *       the format, so a hostile setting value cannot change the document's structure.</li>
 *   <li>A format of other files than one text document (images) says so with {@link #writesFiles()}, writes them
 *       with {@link #writeFiles} and is never asked for {@code write}.</li>
 * </ul>
 */
public interface Reporter {

    /** The name users pass to {@code --format}, lower case, e.g. {@code md}. */
    String format();

    /** The file this format is written to inside a result directory, e.g. {@code report.md}. */
    String fileName();

    /**
     * Not called: a results folder names each format's file by {@link #fileName()}, the same whatever the command, so
     * that scripts find {@code report.md} and {@code steps.csv} in every folder.
     *
     * @deprecated name the file by {@link #fileName()} alone
     */
    @Deprecated(forRemoval = true)
    default String fileName(String command) {
        return fileName();
    }

    /** One line for {@code dbbench list}. */
    default String description() {
        return format();
    }

    /** Writes the report of {@code result}. */
    void write(RunResult result, Writer out) throws IOException;

    /**
     * Writes the report with the run's reporting intervals as well, for formats that can chart them
     * (throughput and latency over time). The default ignores the intervals.
     *
     * @param intervals the intervals of any step of {@code result}, in any order; warm-up intervals
     *                  are allowed and left out of charts
     */
    default void write(RunResult result, List<IntervalResult> intervals, Writer out) throws IOException {
        write(result, out);
    }

    /**
     * Writes the report from everything the result's folder holds: its intervals and the latency distribution of
     * each step. The default writes {@link #write(RunResult, List, Writer)}.
     */
    default void write(ReportInput input, Writer out) throws IOException {
        write(input.result(), input.intervals(), out);
    }

    /** True for a format written with every run's results; false for an export written when asked for by name. */
    default boolean byDefault() {
        return true;
    }

    /**
     * True for a format of several or binary files (charts as images), written by {@link #writeFiles} instead of as
     * one text document; such a format is never printed.
     */
    default boolean writesFiles() {
        return false;
    }

    /**
     * Writes this format's files under {@code dir}, each replacing an older one whole, for a format that
     * {@linkplain #writesFiles() writes files}.
     *
     * @return the files written, in a stable order
     */
    default List<Path> writeFiles(ReportInput input, Path dir) throws IOException {
        throw new UnsupportedOperationException(format() + " is one text document: write it with write()");
    }
}
