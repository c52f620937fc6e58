package dev.dbbench.spi.workload;

import java.nio.file.Path;

/**
 * A kind of file that defines a workload ({@code --workload-file}): the YAML workload files, for one. Found with
 * {@link java.util.ServiceLoader} ({@code META-INF/services/dev.dbbench.spi.workload.WorkloadFormat}); needs a public
 * no-argument constructor and no state, and must be thread-safe.
 */
public interface WorkloadFormat {

    /** A short name for messages and {@code list}, e.g. {@code yaml}. */
    String id();

    /** Whether this format reads {@code file}, judged by its name alone (a {@code .yaml} or {@code .yml} ending). */
    boolean reads(Path file);

    /**
     * Reads and validates {@code file}, returning the workload it defines; its options are the file's own. Every
     * mistake throws {@link dev.dbbench.spi.UsageException} with one line that starts with the file, line and column
     * ({@code orders.yaml:12:7: ...}) and says how to fix it.
     */
    Workload read(Path file);
}
