package dev.dbbench.runner.jobs.prepare;

import java.io.PrintStream;

/**
 * How {@code prepare} shows its progress: the load with rows per second and time left, then each later phase by name
 * (indexes and keys, row-count verification). A progress bar on a terminal, plain lines otherwise. Loader threads call
 * {@link #add} and {@link #tableLoaded} at once; the phases are entered from one thread.
 */
public interface LoadProgress extends AutoCloseable {
    /** After the load, while the workload builds its indexes and keys. */
    String INDEXES = "building indexes and keys";
    /** After {@code prepare}, while every table's rows are counted. */
    String VERIFY = "verifying row counts";

    /** {@code n} more rows are in. */
    void add(long n);

    /** Every row of {@code table} is in, {@code seconds} after the load began. */
    void tableLoaded(String table, long rows, double seconds);

    /** The load or the phase before is over; {@code name} begins. */
    void phase(String name);

    /** Rows loaded so far. */
    long rows();

    /** Ends the last phase. */
    @Override
    void close();

    /**
     * A progress bar when {@code out} is the terminal, plain lines when it is not (a pipe, a file, a CI log), nothing but
     * the final summary when {@code quiet}.
     *
     * @param total the rows the load will write; 0 when not known
     */
    static LoadProgress of(PrintStream out, long total, boolean quiet) {
        if (!quiet && out == System.out && System.console() != null) {
            return new BarProgress(out, total);
        }
        return new PlainProgress(out, total, quiet);
    }
}
