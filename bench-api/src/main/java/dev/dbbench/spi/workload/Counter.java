package dev.dbbench.spi.workload;

/**
 * Where a workload counts the statements of its events, as sysbench counts them: a statement that returns rows is
 * a read, DML that changes at least one row is a write, everything else (BEGIN, COMMIT, DML that matched nothing) is
 * other. The engine gives each worker its own counter and publishes the counts with the event when it ends; a
 * workload only counts. Used on the worker's thread only; counting allocates nothing.
 */
public interface Counter {

    /** A statement that returned at least one row. */
    void read();

    /** A read that returned no row: counted as a read, and separately so that a dataset smaller than --table-size shows. */
    void emptyRead();

    /** A DML statement that changed at least one row. */
    void write();

    /** Any other statement: BEGIN, COMMIT, DML that changed nothing. */
    void other();

    /**
     * Counts a statement that returned rows: a read, and an empty read when it returned none.
     *
     * @param rows how many rows it returned
     */
    default void query(long rows) {
        if (rows > 0) {
            read();
        } else {
            emptyRead();
        }
    }

    /**
     * Counts a DML statement by its update count, as sysbench does: a write when it changed a row, else other.
     *
     * @param affectedRows the statement's update count
     */
    default void dml(long affectedRows) {
        if (affectedRows > 0) {
            write();
        } else {
            other();
        }
    }
}
