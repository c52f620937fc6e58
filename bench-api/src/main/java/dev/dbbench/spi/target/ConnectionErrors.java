package dev.dbbench.spi.target;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.util.function.Predicate;

/**
 * Whether an error means the connection is gone, or that the server could not read what was sent. Drivers wrap the
 * socket failure a level or two down, so the cause chain is followed; the standard signs (SQLSTATE class 08, the
 * JDBC connection and timeout exception types, an {@link IOException}) hold for every driver, and each target adds
 * its vendor codes through {@code vendorLost}.
 */
public final class ConnectionErrors {
    private static final int MAX_CAUSES = 5;
    /** PostgreSQL's protocol_violation, the only SQLSTATE of its kind; class 08 though the link is sound. */
    private static final String PROTOCOL_VIOLATION = "08P01";

    private ConnectionErrors() {
    }

    /**
     * Whether {@code e}, or one of its first causes, says the connection is gone: an {@link IOException}, SQLSTATE
     * class 08, a JDBC connection, recovery or timeout exception, or a vendor code {@code vendorLost} accepts.
     *
     * @param e          the error, never null
     * @param vendorLost the target's own test of one {@link SQLException} in the chain; {@code s -> false} for none
     * @return true when the connection must be replaced
     */
    public static boolean lost(SQLException e, Predicate<SQLException> vendorLost) {
        Throwable t = e;
        for (int depth = 0; t != null && depth < MAX_CAUSES; depth++, t = t.getCause()) {
            if (t instanceof IOException) {
                return true;
            }
            if (t instanceof SQLException s && (standard(s) || vendorLost.test(s))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the server refused what the client sent as unreadable (SQLSTATE 08P01, or a vendor's code through
     * {@code vendorProtocol}): the same statement would be refused again on any connection, so it is no lost connection
     * to replace, though the server may close the session after it.
     *
     * @param e              the error, never null
     * @param vendorProtocol the target's own test of one {@link SQLException} in the chain; {@code s -> false} for none
     * @return true when the error is a protocol error
     */
    public static boolean protocol(SQLException e, Predicate<SQLException> vendorProtocol) {
        Throwable t = e;
        for (int depth = 0; t != null && depth < MAX_CAUSES; depth++, t = t.getCause()) {
            if (t instanceof SQLException s && (PROTOCOL_VIOLATION.equals(s.getSQLState()) || vendorProtocol.test(s))) {
                return true;
            }
        }
        return false;
    }

    private static boolean standard(SQLException e) {
        String state = e.getSQLState();
        return e instanceof SQLNonTransientConnectionException
                || e instanceof SQLRecoverableException
                || e instanceof SQLTimeoutException
                || (state != null && state.startsWith("08"));
    }
}
