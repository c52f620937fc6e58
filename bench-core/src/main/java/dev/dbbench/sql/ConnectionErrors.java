package dev.dbbench.sql;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.util.function.Predicate;

/**
 * Whether an error means the connection is gone. Drivers wrap the socket failure a level or two down,
 * so the cause chain is followed; the standard signs (SQLSTATE class 08, the JDBC connection and
 * timeout exception types, an {@link IOException}) hold for every driver, and each target adds its
 * vendor codes through {@code vendorLost}.
 */
public final class ConnectionErrors {
    private static final int MAX_CAUSES = 5;

    private ConnectionErrors() {
    }

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

    private static boolean standard(SQLException e) {
        String state = e.getSQLState();
        return e instanceof SQLNonTransientConnectionException
                || e instanceof SQLRecoverableException
                || e instanceof SQLTimeoutException
                || (state != null && state.startsWith("08"));
    }
}
