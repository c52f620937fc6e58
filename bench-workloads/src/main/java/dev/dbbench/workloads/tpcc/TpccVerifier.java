package dev.dbbench.workloads.tpcc;

import dev.dbbench.workloads.sbtest.Tables;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a TPC-C database before a run (and after one) without reading the big tables: a scan of STOCK or
 * ORDER_LINE before every run would take minutes at a thousand warehouses and push the run's hot pages out of
 * the server's cache, so that the run after it measured a cold cache. What it checks:
 * <ul>
 *   <li>every table is there, and the load completed: {@code prepare} creates the secondary indexes only after
 *       every row is loaded, so a load cut short has none ({@link TpccIndexes}, which finds them by their columns, so
 *       that a database go-tpc loaded passes too);</li>
 *   <li>WAREHOUSE, DISTRICT and ITEM hold exactly the rows {@code --warehouses} asks for (small tables, counted);</li>
 *   <li>each warehouse's stock runs from the first item to the last and each district's customers from 1 to 3,000,
 *       read from the ends of their keys, which after a complete load means every row is there;</li>
 *   <li>each district has its initial orders and their lines, and the consistency conditions of clause 3.3.2 that
 *       hold on the initial database and after any run hold:
 *     <ol>
 *       <li>W_YTD = sum(D_YTD) for each warehouse;</li>
 *       <li>D_NEXT_O_ID - 1 = max(O_ID) = max(NO_O_ID) for each district;</li>
 *       <li>max(NO_O_ID) - min(NO_O_ID) + 1 = the number of NEW_ORDER rows of each district.</li>
 *     </ol></li>
 * </ul>
 * A district whose every order was delivered has no NEW_ORDER row, and conditions 2 and 3 say nothing of its
 * NEW_ORDER rows then. Each problem is one line that says what to do.
 */
final class TpccVerifier {
    private static final String REPREPARE = "; run cleanup and prepare again with the same --warehouses";
    private final int warehouses;

    TpccVerifier(int warehouses) {
        this.warehouses = warehouses;
    }

    List<String> verify(Connection c) throws SQLException {
        List<String> missing = new ArrayList<>();
        for (TpccSchema.Table t : TpccSchema.TABLES) {
            if (!Tables.exists(c, t.name())) {
                missing.add(t.name());
            }
        }
        if (!missing.isEmpty()) {
            return List.of((missing.size() == 1 ? "table " : "tables ") + String.join(", ", missing)
                    + (missing.size() == 1 ? " is" : " are") + " missing; run prepare with the same --warehouses");
        }
        List<String> indexes = TpccIndexes.missing(c);
        if (!indexes.isEmpty()) {
            return indexes;
        }
        List<String> problems = new ArrayList<>();
        long w = warehouses;
        checkCount(c, "warehouse", w, problems);
        checkCount(c, "district", w * TpccSchema.DISTRICTS_PER_WAREHOUSE, problems);
        checkCount(c, "item", TpccSchema.ITEMS, problems);
        if (problems.isEmpty()) {
            checkStock(c, problems);
        }
        if (problems.isEmpty()) {
            checkYtd(c, problems);
            checkDistricts(c, problems);
        }
        return problems;
    }

    private void checkCount(Connection c, String table, long exact, List<String> problems) throws SQLException {
        long rows = Tables.count(c, table);
        if (rows != exact) {
            problems.add(String.format("%s has %,d rows but --warehouses %d needs %,d%s", table, rows, warehouses, exact, REPREPARE));
        }
    }

    /** Each warehouse's stock, from the ends of its key. */
    private static void checkStock(Connection c, List<String> problems) throws SQLException {
        String sql = "SELECT w_id, " + end("s_i_id", "stock WHERE s_w_id = w_id", false) + ", "
                + end("s_i_id", "stock WHERE s_w_id = w_id", true) + " FROM warehouse ORDER BY w_id";
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next() && problems.isEmpty()) {
                if (rs.getInt(2) != 1 || rs.getInt(3) != TpccSchema.STOCK_PER_WAREHOUSE) {
                    problems.add(String.format("warehouse %d has stock for items %d to %d, not 1 to %d%s", rs.getInt(1),
                            rs.getInt(2), rs.getInt(3), TpccSchema.STOCK_PER_WAREHOUSE, REPREPARE));
                }
            }
        }
    }

    /** Condition 1. */
    private static void checkYtd(Connection c, List<String> problems) throws SQLException {
        String sql = "SELECT w_id, w_ytd, s FROM warehouse JOIN (SELECT d_w_id, SUM(d_ytd) AS s FROM district GROUP BY d_w_id) d"
                + " ON d.d_w_id = w_id WHERE w_ytd <> s ORDER BY w_id";
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            if (rs.next()) {
                problems.add("warehouse " + rs.getInt(1) + " has W_YTD " + rs.getBigDecimal(2) + " but its districts' D_YTD add up to "
                        + rs.getBigDecimal(3) + " (TPC-C consistency condition 1)" + REPREPARE);
            }
        }
    }

    /**
     * The first or last {@code column} of {@code from} (a table and a WHERE clause), as a subquery that reads one
     * index entry where MySQL and MariaDB would read every entry of the range for a correlated MIN or MAX.
     */
    private static String end(String column, String from, boolean last) {
        return "(SELECT " + column + " FROM " + from + " ORDER BY " + column + (last ? " DESC" : "") + " LIMIT 1)";
    }

    /**
     * Per district, each by one short read of an index: all customers, the initial orders and the lines of the latest
     * one, and conditions 2 and 3. The latest order is looked up by its id, D_NEXT_O_ID - 1, since New-Order takes the
     * ids in turn, rather than found as the end of the district's orders (see {@link #end}).
     */
    private static void checkDistricts(Connection c, List<String> problems) throws SQLException {
        String order = "orders WHERE o_w_id = d_w_id AND o_d_id = d_id AND o_id = ";
        String newOrders = "new_order WHERE no_w_id = d_w_id AND no_d_id = d_id";
        String sql = "SELECT d_w_id, d_id, d_next_o_id, "
                + end("c_id", "customer WHERE c_w_id = d_w_id AND c_d_id = d_id", true) + ", "
                + "(SELECT COUNT(*) FROM " + order + "d_next_o_id - 1), (SELECT COUNT(*) FROM " + order + "d_next_o_id), "
                + "(SELECT COUNT(*) FROM order_line WHERE ol_w_id = d_w_id AND ol_d_id = d_id AND ol_o_id = d_next_o_id - 1), "
                + end("no_o_id", newOrders, true) + ", " + end("no_o_id", newOrders, false) + ", "
                + "(SELECT COUNT(*) FROM " + newOrders + ") FROM district ORDER BY d_w_id, d_id";
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next() && problems.size() < 3) {
                String district = "district " + rs.getInt(2) + " of warehouse " + rs.getInt(1);
                long next = rs.getLong(3);
                long latest = next - 1;
                if (rs.getLong(4) != TpccSchema.CUSTOMERS_PER_DISTRICT) {
                    problems.add(district + " has customers up to " + rs.getLong(4) + ", not " + TpccSchema.CUSTOMERS_PER_DISTRICT
                            + REPREPARE);
                } else if (latest < TpccSchema.ORDERS_PER_DISTRICT) {
                    problems.add(district + " has D_NEXT_O_ID " + next + ", below its " + TpccSchema.ORDERS_PER_DISTRICT
                            + " initial orders" + REPREPARE);
                } else if (rs.getLong(5) != 1 || rs.getLong(6) != 0) {
                    problems.add(district + " has D_NEXT_O_ID " + next + " but " + (rs.getLong(5) != 1 ? "no order " + latest
                            : "an order " + next) + " (TPC-C consistency condition 2)" + REPREPARE);
                } else if (rs.getLong(7) == 0) {
                    problems.add(district + " has no order lines for its latest order " + latest + REPREPARE);
                } else {
                    newOrders(rs, district, latest, problems);
                }
            }
        }
    }

    /** Conditions 2 and 3 on the district's NEW_ORDER rows, when it has any. */
    private static void newOrders(ResultSet rs, String district, long latest, List<String> problems) throws SQLException {
        long maxNo = rs.getLong(8);
        if (rs.wasNull()) {
            return;
        }
        long minNo = rs.getLong(9);
        long count = rs.getLong(10);
        if (maxNo != latest) {
            problems.add(district + " has its highest new order at " + maxNo + " but its highest order at " + latest
                    + " (TPC-C consistency condition 2)" + REPREPARE);
        } else if (maxNo - minNo + 1 != count) {
            problems.add(district + " has " + count + " new orders from " + minNo + " to " + maxNo
                    + " (TPC-C consistency condition 3)" + REPREPARE);
        }
    }
}
