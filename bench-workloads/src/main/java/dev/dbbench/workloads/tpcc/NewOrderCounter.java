package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.ServerCounters;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The server's count of committed New-Orders: every one takes its order id from its district's {@code D_NEXT_O_ID}
 * and raises it by one in the same transaction, and nothing else changes it, so the change of the sum over all
 * districts is the number committed (a rolled-back New-Order leaves it as it was). HammerDB reads NOPM the same way.
 */
final class NewOrderCounter implements ServerCounters {
    static final NewOrderCounter INSTANCE = new NewOrderCounter();
    /** The counter's name, which NOPM (server) is declared over. */
    static final String NEW_ORDERS = "new_orders";
    private static final List<String> NAMES = List.of(NEW_ORDERS);

    private NewOrderCounter() {
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public long[] read(Connection connection) throws SQLException {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT SUM(d_next_o_id) FROM district")) {
            return new long[] {rs.next() ? rs.getLong(1) : 0};
        }
    }
}
