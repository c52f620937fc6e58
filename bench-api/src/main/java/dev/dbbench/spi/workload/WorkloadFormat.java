package dev.dbbench.spi.workload;

import java.nio.file.Path;

/**
 * A kind of file that defines a workload ({@code --workload-file}): the YAML workload files, for one. Found with
 * {@link java.util.ServiceLoader} ({@code META-INF/services/dev.dbbench.spi.workload.WorkloadFormat}); needs a public
 * no-argument constructor and no state, and must be thread-safe.
 */
public interface WorkloadFormat {

    /**
     * A short name for messages and {@code list}.
     *
     * @return the name, e.g. {@code yaml}
     */
    String id();

    /**
     * Whether this format reads {@code file}, judged by its name alone (a {@code .yaml} or {@code .yml} ending).
     *
     * @param file the path the user gave; it need not exist
     * @return true when {@link #read} should be given the file
     */
    boolean reads(Path file);

    /**
     * Reads and validates {@code file}, returning the workload it defines; its options are the file's own. Called
     * once per command, on the main thread.
     *
     * @param file a file {@link #reads} accepted
     * @return the workload
     * @throws dev.dbbench.spi.UsageException on every mistake, with one line that starts with the file, line and
     *         column ({@code orders.yaml:12:7: ...}) and says how to fix it
     */
    Workload read(Path file);
}
