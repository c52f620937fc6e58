package dev.dbbench.spi.report;

import java.io.IOException;

/**
 * One output format of a finished (or still running) benchmark: {@code json}, {@code csv}, {@code md},
 * {@code html}, ... A new format is a new class listed in
 * {@code META-INF/services/dev.dbbench.spi.report.Reporter}; nothing else changes.
 *
 * <p>Contract for implementations:
 * <ul>
 *   <li>A public no-argument constructor (they are found with {@link java.util.ServiceLoader}).</li>
 *   <li>Stateless and thread-safe: one instance may write several results, from several threads.</li>
 *   <li>{@link #write} writes a text document to {@link ReportOutput#document()}, or files of its own (images) to
 *       {@link ReportOutput#file}; the caller decides where they go.</li>
 *   <li>Numbers keep the units of the result records: rates per second, latencies in milliseconds,
 *       durations in seconds.</li>
 *   <li>Any text that came from a user or a server (target names, settings, options) is escaped for
 *       the format, so a hostile setting value cannot change the document's structure.</li>
 * </ul>
 */
public interface Reporter {

    /**
     * The name users pass to {@code --format}.
     *
     * @return the name, lower case, e.g. {@code md}
     */
    String format();

    /**
     * The file this format's document is written to inside a result directory.
     *
     * @return the file name, e.g. {@code report.md}
     */
    String fileName();

    /**
     * Not called: a results folder names each format's file by {@link #fileName()}, the same whatever the command, so
     * that scripts find {@code report.md} and {@code steps.csv} in every folder.
     *
     * @param command the command that made the result
     * @return {@link #fileName()}
     * @deprecated name the file by {@link #fileName()} alone
     */
    @Deprecated(forRemoval = true)
    default String fileName(String command) {
        return fileName();
    }

    /**
     * One line for {@code dbbench list}.
     *
     * @return the line; {@link #format()} by default
     */
    default String description() {
        return format();
    }

    /**
     * Whether this format is written with every run's results.
     *
     * @return true (the default); false for an export written when asked for by name
     */
    default boolean byDefault() {
        return true;
    }

    /**
     * Writes the report of {@code input}: the result, and what its folder holds besides (its intervals and the
     * latency distribution of each step), either of which may be empty.
     *
     * @param input the result and its intervals
     * @param out   where the document or the format's files go
     * @throws IOException when writing fails
     */
    void write(ReportInput input, ReportOutput out) throws IOException;
}
