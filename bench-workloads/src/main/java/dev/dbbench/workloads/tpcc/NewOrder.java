package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.Counter;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The New-Order transaction (clause 2.4): an order of 5 to 15 lines entered in one transaction, 1 % of them
 * rolled back because their last item does not exist. Lines are sorted by supplying warehouse and item, so
 * that concurrent orders lock stock rows in one order; the unused item stays last. The warehouse's tax is read
 * with the customer, items and stock rows with one statement each and the lines inserted with one, as the
 * profile allows, since each statement costs the server a round trip; each stock row is updated by its own
 * statement.
 */
final class NewOrder {
    static final int MAX_LINES = 15;
    /** An item id no item has: the rolled-back orders' last item (clause 2.4.1.5). */
    static final int UNUSED_ITEM = TpccSchema.ITEMS + 1;
    /** The SQLSTATE a PostgreSQL New-Order function raises when an item is not found. */
    static final String ROLLBACK_STATE = "TC001";
    private static final String DIST = "s_dist_01, s_dist_02, s_dist_03, s_dist_04, s_dist_05, s_dist_06, s_dist_07, s_dist_08,"
            + " s_dist_09, s_dist_10";
    private final boolean procedures;
    private PreparedStatement district;
    private PreparedStatement nextOrder;
    private PreparedStatement customer;
    private PreparedStatement order;
    private PreparedStatement newOrder;
    private PreparedStatement updateStock;
    private PreparedStatement items;
    private PreparedStatement stocks;
    private final PreparedStatement[] lines = new PreparedStatement[MAX_LINES + 1];
    private PreparedStatement call;
    // The current order's inputs and what the transaction read, reused for every order.
    int w;
    int d;
    int c;
    int count;
    boolean allLocal;
    final int[] item = new int[MAX_LINES];
    final int[] supply = new int[MAX_LINES];
    final int[] quantity = new int[MAX_LINES];
    private final double[] price = new double[MAX_LINES];
    private final int[] stock = new int[MAX_LINES];
    private final String[] dist = new String[MAX_LINES];

    /** Statements one worker prepares for New-Order from the client: 8 and an INSERT for each line count from 5 to 15. */
    static final int STATEMENTS = 8 + MAX_LINES - 4;

    NewOrder(Prepared p, boolean procedures) throws SQLException {
        this.procedures = procedures;
        if (procedures) {
            call = p.call("tpcc_new_order", 5 + 3 * MAX_LINES);
            return;
        }
        district = p.sql("SELECT d_tax, d_next_o_id FROM district WHERE d_w_id = ? AND d_id = ? FOR UPDATE");
        nextOrder = p.sql("UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = ? AND d_id = ?");
        customer = p.sql("SELECT c_discount, c_last, c_credit, w_tax FROM customer, warehouse WHERE w_id = ? AND c_w_id = w_id"
                + " AND c_d_id = ? AND c_id = ?");
        order = p.sql("INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, o_ol_cnt, o_all_local)"
                + " VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP, ?, ?)");
        newOrder = p.sql("INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (?, ?, ?)");
        updateStock = p.sql("UPDATE stock SET s_quantity = ?, s_ytd = s_ytd + ?, s_order_cnt = s_order_cnt + 1,"
                + " s_remote_cnt = s_remote_cnt + ? WHERE s_w_id = ? AND s_i_id = ?");
        // Orders of fewer lines repeat their first line's keys in the unused places, which finds no more rows.
        items = p.sql("SELECT i_id, i_price, i_name, i_data FROM item WHERE i_id IN (" + Prepared.marks(MAX_LINES, "?") + ")");
        stocks = p.sql("SELECT s_w_id, s_i_id, s_quantity, s_data, " + DIST + " FROM stock WHERE "
                + Prepared.marks(MAX_LINES, "(s_w_id = ? AND s_i_id = ?)").replace(", ", " OR ") + " ORDER BY s_w_id, s_i_id FOR UPDATE");
        for (int n = 5; n <= MAX_LINES; n++) {
            lines[n] = p.sql("INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, ol_supply_w_id, ol_quantity,"
                    + " ol_amount, ol_dist_info) VALUES " + Prepared.marks(n, "(?, ?, ?, ?, ?, ?, ?, CAST(? AS DECIMAL(6,2)), ?)"));
        }
    }

    /** Draws an order's inputs (clause 2.4.1). */
    void draw(TpccState s) {
        TpccRandom r = s.random;
        w = s.warehouse();
        d = r.uniform(1, TpccSchema.DISTRICTS_PER_WAREHOUSE);
        c = s.customerId();
        count = r.uniform(5, MAX_LINES);
        boolean rollback = r.uniform(1, 100) == 1;
        allLocal = true;
        int valid = rollback ? count - 1 : count;
        for (int i = 0; i < valid; i++) {
            item[i] = distinctItem(s, i);
            supply[i] = w;
            if (r.uniform(1, 100) == 1 && s.config.warehouses() > 1) {
                supply[i] = s.remoteWarehouse(w);
                allLocal = false;
            }
            quantity[i] = r.uniform(1, 10);
        }
        sortLines(valid);
        if (rollback) {
            item[count - 1] = UNUSED_ITEM;
            supply[count - 1] = w;
            quantity[count - 1] = r.uniform(1, 10);
        }
    }

    /** An item id not yet on the first {@code n} lines: an order names each item once. */
    private int distinctItem(TpccState s, int n) {
        while (true) {
            int id = s.itemId();
            boolean taken = false;
            for (int i = 0; i < n && !taken; i++) {
                taken = item[i] == id;
            }
            if (!taken) {
                return id;
            }
        }
    }

    /** Insertion sort of the first {@code n} lines by supplying warehouse, then item. */
    private void sortLines(int n) {
        for (int i = 1; i < n; i++) {
            int it = item[i];
            int su = supply[i];
            int qu = quantity[i];
            int j = i - 1;
            while (j >= 0 && (supply[j] > su || supply[j] == su && item[j] > it)) {
                item[j + 1] = item[j];
                supply[j + 1] = supply[j];
                quantity[j + 1] = quantity[j];
                j--;
            }
            item[j + 1] = it;
            supply[j + 1] = su;
            quantity[j + 1] = qu;
        }
    }

    /** Runs the drawn order; returns false when it was rolled back for its unused item. */
    boolean run(TpccState s, Counter counter) throws SQLException {
        return procedures ? callProcedure(s, counter) : runStatements(s, counter);
    }

    private boolean runStatements(TpccState s, Counter counter) throws SQLException {
        s.begin(counter);
        district.setInt(1, w);
        district.setInt(2, d);
        int orderId;
        try (ResultSet rs = district.executeQuery()) {
            orderId = Rows.intOrZero(rs, 2, counter);
        }
        nextOrder.setInt(1, w);
        nextOrder.setInt(2, d);
        counter.dml(nextOrder.executeUpdate());
        customer.setInt(1, w);
        customer.setInt(2, d);
        customer.setInt(3, c);
        Rows.read(customer, counter);
        order.setInt(1, orderId);
        order.setInt(2, d);
        order.setInt(3, w);
        order.setInt(4, c);
        order.setInt(5, count);
        order.setInt(6, allLocal ? 1 : 0);
        counter.dml(order.executeUpdate());
        newOrder.setInt(1, orderId);
        newOrder.setInt(2, d);
        newOrder.setInt(3, w);
        counter.dml(newOrder.executeUpdate());
        if (readItems(counter) < count) {
            s.rollback(counter);
            return false;
        }
        readStock(counter);
        for (int i = 0; i < count; i++) {
            int left = stock[i] - quantity[i];
            updateStock.setInt(1, left >= 10 ? left : left + 91);
            updateStock.setInt(2, quantity[i]);
            updateStock.setInt(3, supply[i] == w ? 0 : 1);
            updateStock.setInt(4, supply[i]);
            updateStock.setInt(5, item[i]);
            counter.dml(updateStock.executeUpdate());
        }
        insertLines(orderId, counter);
        s.commit(counter);
        return true;
    }

    /** Reads the lines' items, their prices in {@link #price}; returns how many exist. */
    private int readItems(Counter counter) throws SQLException {
        PreparedStatement ps = items;
        for (int i = 0; i < MAX_LINES; i++) {
            ps.setInt(i + 1, item[i < count ? i : 0]);
        }
        int found = 0;
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                int id = rs.getInt(1);
                for (int i = 0; i < count; i++) {
                    if (item[i] == id) {
                        price[i] = rs.getDouble(2);
                    }
                }
                found++;
            }
        }
        counter.query(found);
        return found;
    }

    /** Locks and reads the lines' stock rows, which come back in the lines' order. */
    private void readStock(Counter counter) throws SQLException {
        PreparedStatement ps = stocks;
        for (int i = 0; i < MAX_LINES; i++) {
            ps.setInt(2 * i + 1, supply[i < count ? i : 0]);
            ps.setInt(2 * i + 2, item[i < count ? i : 0]);
        }
        int n = 0;
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next() && n < count) {
                stock[n] = rs.getInt(3);
                dist[n] = rs.getString(4 + d);
                n++;
            }
        }
        counter.query(n);
        if (n < count) {
            throw new SQLException("stock of warehouse " + w + " lacks an ordered item; run cleanup and prepare again", "02000");
        }
    }

    private void insertLines(int orderId, Counter counter) throws SQLException {
        PreparedStatement ps = lines[count];
        for (int i = 0, p = 1; i < count; i++) {
            ps.setInt(p++, orderId);
            ps.setInt(p++, d);
            ps.setInt(p++, w);
            ps.setInt(p++, i + 1);
            ps.setInt(p++, item[i]);
            ps.setInt(p++, supply[i]);
            ps.setInt(p++, quantity[i]);
            ps.setDouble(p++, Math.round(quantity[i] * price[i] * 100) / 100.0);
            ps.setString(p++, dist[i]);
        }
        counter.dml(ps.executeUpdate());
    }

    private boolean callProcedure(TpccState s, Counter counter) throws SQLException {
        call.setInt(1, w);
        call.setInt(2, d);
        call.setInt(3, c);
        call.setInt(4, count);
        call.setInt(5, allLocal ? 1 : 0);
        for (int i = 0; i < MAX_LINES; i++) {
            boolean used = i < count;
            call.setInt(6 + i, used ? item[i] : 0);
            call.setInt(6 + MAX_LINES + i, used ? supply[i] : 0);
            call.setInt(6 + 2 * MAX_LINES + i, used ? quantity[i] : 0);
        }
        // Both families answer a row whose first column is 1 when the order was rolled back; PostgreSQL's raises instead.
        try (ResultSet rs = call.executeQuery()) {
            boolean committed = !rs.next() || rs.getInt(1) == 0;
            counter.read();
            return committed;
        } catch (SQLException e) {
            if (ROLLBACK_STATE.equals(e.getSQLState())) {
                counter.read();
                return false;
            }
            throw e;
        }
    }
}
