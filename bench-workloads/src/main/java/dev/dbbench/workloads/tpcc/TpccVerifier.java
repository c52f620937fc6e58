package dev.dbbench.workloads.tpcc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a TPC-C database before a run (and after one): the fixed tables hold exactly the rows
 * {@code --warehouses} asks for, the growing ones at least their initial rows, and the consistency conditions
 * of clause 3.3.2 that hold on the initial database and after any run hold:
 * <ol>
 *   <li>W_YTD = sum(D_YTD) for each warehouse;</li>
 *   <li>D_NEXT_O_ID - 1 = max(O_ID) = max(NO_O_ID) for each district;</li>
 *   <li>max(NO_O_ID) - min(NO_O_ID) + 1 = the number of NEW_ORDER rows of each district.</li>
 * </ol>
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
        List<String> problems = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (TpccSchema.Table t : TpccSchema.TABLES) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + t.name())) {
                rs.next();
                checkCount(t, rs.getLong(1), problems);
            } catch (SQLException e) {
                missing.add(t.name());
                rollbackQuietly(c);
            }
        }
        if (!missing.isEmpty()) {
            return List.of((missing.size() == 1 ? "table " : "tables ") + String.join(", ", missing)
                    + (missing.size() == 1 ? " is" : " are") + " missing; run prepare with the same --warehouses");
        }
        if (problems.isEmpty()) {
            checkYtd(c, problems);
            checkOrderIds(c, problems);
        }
        return problems;
    }

    private void checkCount(TpccSchema.Table t, long rows, List<String> problems) {
        long w = warehouses;
        long d = w * TpccSchema.DISTRICTS_PER_WAREHOUSE;
        long exact = switch (t.name()) {
            case "warehouse" -> w;
            case "district" -> d;
            case "customer" -> d * TpccSchema.CUSTOMERS_PER_DISTRICT;
            case "item" -> TpccSchema.ITEMS;
            case "stock" -> w * TpccSchema.STOCK_PER_WAREHOUSE;
            default -> -1;
        };
        long atLeast = switch (t.name()) {
            case "history" -> d * TpccSchema.CUSTOMERS_PER_DISTRICT;
            case "orders" -> d * TpccSchema.ORDERS_PER_DISTRICT;
            // Every order has at least 5 lines.
            case "order_line" -> d * TpccSchema.ORDERS_PER_DISTRICT * 5;
            default -> 0;
        };
        if (exact >= 0 && rows != exact) {
            problems.add(String.format("%s has %,d rows but --warehouses %d needs %,d%s", t.name(), rows, warehouses, exact, REPREPARE));
        } else if (rows < atLeast) {
            problems.add(String.format("%s has %,d rows but --warehouses %d loads at least %,d%s", t.name(), rows, warehouses, atLeast,
                    REPREPARE));
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

    /** Conditions 2 and 3. */
    private static void checkOrderIds(Connection c, List<String> problems) throws SQLException {
        String sql = "SELECT d_w_id, d_id, d_next_o_id, o.max_o, n.max_no, n.min_no, n.cnt FROM district"
                + " LEFT JOIN (SELECT o_w_id, o_d_id, MAX(o_id) AS max_o FROM orders GROUP BY o_w_id, o_d_id) o"
                + " ON o.o_w_id = d_w_id AND o.o_d_id = d_id"
                + " LEFT JOIN (SELECT no_w_id, no_d_id, MAX(no_o_id) AS max_no, MIN(no_o_id) AS min_no, COUNT(*) AS cnt"
                + " FROM new_order GROUP BY no_w_id, no_d_id) n ON n.no_w_id = d_w_id AND n.no_d_id = d_id"
                + " ORDER BY d_w_id, d_id";
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next() && problems.size() < 3) {
                String district = "district " + rs.getInt(2) + " of warehouse " + rs.getInt(1);
                long next = rs.getLong(3);
                long maxO = rs.getLong(4);
                if (next - 1 != maxO) {
                    problems.add(district + " has D_NEXT_O_ID " + next + " but its highest order is " + maxO
                            + " (TPC-C consistency condition 2)" + REPREPARE);
                    continue;
                }
                rs.getLong(5);
                if (rs.wasNull()) {
                    continue;
                }
                long maxNo = rs.getLong(5);
                long minNo = rs.getLong(6);
                long count = rs.getLong(7);
                if (maxNo != maxO) {
                    problems.add(district + " has its highest new order at " + maxNo + " but its highest order at " + maxO
                            + " (TPC-C consistency condition 2)" + REPREPARE);
                } else if (maxNo - minNo + 1 != count) {
                    problems.add(district + " has " + count + " new orders from " + minNo + " to " + maxNo
                            + " (TPC-C consistency condition 3)" + REPREPARE);
                }
            }
        }
    }

    private static void rollbackQuietly(Connection c) {
        try {
            if (!c.getAutoCommit()) {
                c.rollback();
            }
        } catch (SQLException ignored) {
            // The connection is closed by the caller either way.
        }
    }
}
