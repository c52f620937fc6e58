package dev.dbbench.workloads.file.yaml;

import dev.dbbench.spi.UsageException;

/**
 * A place in a workload file, 1-based as editors count lines and columns. Every mistake found in a file is reported
 * at one, so the user's editor can jump to it: {@code orders.yaml:12:7: ...}.
 *
 * @param file the file as the user named it
 */
public record Where(String file, int line, int column) {

    /** The one-line usage error for a mistake here: {@code file:line:column: message}. */
    public UsageException mistake(String message) {
        return new UsageException(this + ": " + message);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
