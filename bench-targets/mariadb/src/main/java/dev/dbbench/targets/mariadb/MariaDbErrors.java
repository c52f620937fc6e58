package dev.dbbench.targets.mariadb;

import dev.dbbench.targets.mysql.MySqlErrors;
import java.sql.SQLException;
import java.util.Set;

/**
 * MySQL's error codes as MariaDB Connector/J reports them. A dead socket comes as a
 * {@link java.sql.SQLNonTransientConnectionException} with SQLSTATE 08xxx, which the mysql rules
 * already count as a lost connection. What differs: the driver turns every SQLSTATE 70100 into a
 * {@link java.sql.SQLTimeoutException}, a type the shared rules take for a dead connection, also
 * when the server stopped only the statement. Stateless.
 */
public class MariaDbErrors extends MySqlErrors {
    /**
     * Statement-level 70100 codes: {@code KILL QUERY} (1317) and MariaDB's {@code max_statement_time}
     * (1969). The session answers the next statement, so reconnecting would only hide the error;
     * they are fatal as under Connector/J. A killed session (1927) stays a lost connection.
     */
    private static final Set<Integer> SESSION_SURVIVES = Set.of(1317, 1969);
    /**
     * The SQLSTATE of a statement that failed because the driver, under a failover URL
     * ({@code jdbc:mariadb:sequential://a,b/db}), replaced the lost connection with one to another host: the server the
     * session knew is gone, as when the socket breaks, and the worker reconnects and starts its event again.
     */
    private static final String FAILED_OVER = "25S03";

    @Override
    public boolean isConnectionLost(SQLException e) {
        return FAILED_OVER.equals(e.getSQLState())
                || !SESSION_SURVIVES.contains(e.getErrorCode()) && super.isConnectionLost(e);
    }

    /**
     * A broken socket is one of the driver's own errors (no server number, SQLSTATE 08000): counted as
     * {@link MySqlErrors#LINK_LOST}, the code Connector/J and the wire client give it, so a killed connection has one
     * code whichever client ran.
     */
    @Override
    public String code(SQLException e) {
        return e.getErrorCode() <= 0 && isConnectionLost(e) ? LINK_LOST : super.code(e);
    }
}
