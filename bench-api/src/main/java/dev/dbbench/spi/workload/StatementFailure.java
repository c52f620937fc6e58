package dev.dbbench.spi.workload;

import java.sql.SQLException;

/**
 * A statement's failure with where the statement comes from (a file, its line and transaction), so that the line
 * that stops a run on it can say which statement to fix. Keeps the driver's message, SQLSTATE and vendor code, and
 * the driver's exception as its cause, so it is classified and counted as that exception would be. A workload throws
 * it from {@link ConfiguredWorkload#event}; only on the failure path.
 */
public final class StatementFailure extends SQLException {
    private static final long serialVersionUID = 1L;
    /** Where the statement comes from, as given. */
    private final String origin;

    /**
     * A failure of {@code cause}'s statement, carrying its message, SQLSTATE and vendor code.
     *
     * @param cause  the driver's exception, never null
     * @param origin where the statement comes from: {@code orders.yaml:12:9, statement 2 of transaction payment}
     */
    public StatementFailure(SQLException cause, String origin) {
        super(cause.getMessage(), cause.getSQLState(), cause.getErrorCode(), cause);
        this.origin = origin;
    }

    /**
     * Where the failed statement comes from.
     *
     * @return the origin given at construction
     */
    public String origin() {
        return origin;
    }
}
