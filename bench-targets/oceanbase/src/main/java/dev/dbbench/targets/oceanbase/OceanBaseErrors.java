package dev.dbbench.targets.oceanbase;

import dev.dbbench.targets.mysql.MySqlErrors;
import java.sql.SQLException;
import java.util.Set;

/**
 * What OceanBase's MySQL-mode error codes mean to the engine. OceanBase answers with MySQL's codes
 * where MySQL has one and with its own (4000 and up) where the distributed engine fails in ways MySQL
 * cannot: statement and transaction timeouts, rolled-back transactions, leader changes. Each such
 * code is counted per code, so a run shows which of them it met instead of leaving users to ignore
 * errors without knowing which. Stateless.
 */
public class OceanBaseErrors extends MySqlErrors {
    /**
     * sysbench's three MySQL codes plus the OceanBase codes after which the transaction can simply be
     * retried: 4012 statement or transaction timeout ({@code ob_query_timeout}, {@code ob_trx_timeout};
     * a lock wait that outlasts the statement timeout reports 1205 instead), 4038 no leader here (a
     * leader change the server did not retry away), 6001 transaction set changed, 6002 transaction
     * rolled back, killed or timed out while idle, 6005 row lock conflict.
     */
    private static final Set<String> IGNORED = Set.of("1213", "1020", "1205", "4012", "4038", "6001", "6002", "6005");
    /**
     * Codes the server sends about one statement or transaction; the session itself survives them,
     * whatever exception class the driver picks (it reports KILL QUERY's 1317 as a timeout exception).
     */
    private static final Set<Integer> SESSION_SURVIVES = Set.of(1205, 1213, 1317, 4012, 4038, 6001, 6002, 6005);
    /** OceanBase's "fatal" range: the client must close the connection after any of these. */
    private static final int FATAL_FIRST = 8000;
    private static final int FATAL_LAST = 8999;

    @Override
    public Set<String> defaultIgnored() {
        return IGNORED;
    }

    @Override
    public boolean isConnectionLost(SQLException e) {
        int code = e.getErrorCode();
        if (code >= FATAL_FIRST && code <= FATAL_LAST) {
            return true;
        }
        if (SESSION_SURVIVES.contains(code)) {
            return false;
        }
        return super.isConnectionLost(e);
    }
}
