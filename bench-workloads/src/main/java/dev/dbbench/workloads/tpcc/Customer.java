package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.Counter;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Finds a customer by last name as Payment and Order-Status do (clauses 2.5.2.2 and 2.6.2.2): of the customers
 * of the district with that last name, sorted by first name, the one at position n / 2 rounded up.
 */
final class Customer {
    private final PreparedStatement byLastName;
    /** Ids of one last name's customers; a district has 3,000 customers at most. */
    private final int[] ids = new int[TpccSchema.CUSTOMERS_PER_DISTRICT];

    Customer(Prepared p) throws SQLException {
        byLastName = p.sql("SELECT c_id FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_last = ? ORDER BY c_first");
    }

    /** The id of the middle customer named {@code last}, or 0 when there is none. */
    int byLastName(int w, int d, String last, Counter counter) throws SQLException {
        byLastName.setInt(1, w);
        byLastName.setInt(2, d);
        byLastName.setString(3, last);
        int n = 0;
        try (ResultSet rs = byLastName.executeQuery()) {
            while (rs.next()) {
                if (n < ids.length) {
                    ids[n] = rs.getInt(1);
                }
                n++;
            }
        }
        counter.query(n);
        return n == 0 ? 0 : ids[Math.min(ids.length, (n + 1) / 2) - 1];
    }
}
