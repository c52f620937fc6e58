package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.Counter;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;

/**
 * The Delivery transaction (clause 2.7), run at once rather than queued, all ten districts in one database
 * transaction (clause 2.7.4.2 allows one to ten): the oldest undelivered order of each district of the
 * terminal's warehouse gets a carrier, its lines a delivery date, its customer the amount and one more
 * delivery. A district without an undelivered order is skipped, as clause 2.7.4.2 allows. Where a concurrent
 * Delivery holds a district's oldest order, the lock waits for it; then InnoDB finds the next one and PostgreSQL
 * (READ COMMITTED) finds none, so that district is skipped.
 *
 * <p>Each district's oldest order is found and locked by its own statement; the orders found are then deleted
 * from NEW_ORDER, given their carrier, their lines' date and their amounts by one statement each for all
 * districts, and each customer is credited by its own statement: 25 statements for ten districts instead of 70,
 * each of which costs the server a round trip. Districts that found no order keep the key (0, 0) in the lists,
 * which matches no row. The lock taken by the first statement is what makes the batched DELETE remove exactly
 * the orders found.
 */
final class Delivery {
    private static final int DISTRICTS = TpccSchema.DISTRICTS_PER_WAREHOUSE;
    private static final String PAIRS = Prepared.marks(DISTRICTS, "(?, ?)");
    private final boolean procedures;
    private PreparedStatement oldest;
    private PreparedStatement take;
    private PreparedStatement customers;
    private PreparedStatement carrier;
    private PreparedStatement delivered;
    private PreparedStatement amounts;
    private PreparedStatement credit;
    private PreparedStatement call;
    /** Per district (index d - 1): the order delivered, 0 when none; then its customer and amount. */
    private final int[] order = new int[DISTRICTS];
    private final int[] customer = new int[DISTRICTS];
    private final double[] amount = new double[DISTRICTS];
    int w;
    int carrierId;

    Delivery(Prepared p, boolean procedures) throws SQLException {
        this.procedures = procedures;
        if (procedures) {
            call = p.call("tpcc_delivery", 2);
            return;
        }
        oldest = p.sql("SELECT no_o_id FROM new_order WHERE no_w_id = ? AND no_d_id = ? ORDER BY no_o_id LIMIT 1 FOR UPDATE");
        take = p.sql("DELETE FROM new_order WHERE no_w_id = ? AND (no_d_id, no_o_id) IN (" + PAIRS + ")");
        customers = p.sql("SELECT o_d_id, o_c_id FROM orders WHERE o_w_id = ? AND (o_d_id, o_id) IN (" + PAIRS + ")");
        carrier = p.sql("UPDATE orders SET o_carrier_id = ? WHERE o_w_id = ? AND (o_d_id, o_id) IN (" + PAIRS + ")");
        delivered = p.sql("UPDATE order_line SET ol_delivery_d = CURRENT_TIMESTAMP WHERE ol_w_id = ? AND (ol_d_id, ol_o_id) IN ("
                + PAIRS + ")");
        amounts = p.sql("SELECT ol_d_id, SUM(ol_amount) FROM order_line WHERE ol_w_id = ? AND (ol_d_id, ol_o_id) IN (" + PAIRS
                + ") GROUP BY ol_d_id");
        credit = p.sql("UPDATE customer SET c_balance = c_balance + CAST(? AS DECIMAL(12,2)), c_delivery_cnt = c_delivery_cnt + 1"
                + " WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
    }

    /** Draws the inputs (clause 2.7.1). */
    void draw(TpccState s) {
        w = s.warehouse();
        carrierId = s.random.uniform(1, 10);
    }

    void run(TpccState s, Counter counter) throws SQLException {
        if (procedures) {
            call.setInt(1, w);
            call.setInt(2, carrierId);
            Rows.read(call, counter);
            return;
        }
        s.begin(counter);
        int found = 0;
        for (int d = 1; d <= DISTRICTS; d++) {
            oldest.setInt(1, w);
            oldest.setInt(2, d);
            try (ResultSet rs = oldest.executeQuery()) {
                order[d - 1] = Rows.intOrZero(rs, 1, counter);
            }
            if (order[d - 1] != 0) {
                found++;
            }
        }
        if (found > 0) {
            deliver(counter);
        }
        s.commit(counter);
    }

    private void deliver(Counter counter) throws SQLException {
        orders(take, 1);
        counter.dml(take.executeUpdate());
        orders(customers, 1);
        try (ResultSet rs = customers.executeQuery()) {
            int rows = 0;
            while (rs.next()) {
                customer[rs.getInt(1) - 1] = rs.getInt(2);
                rows++;
            }
            counter.query(rows);
        }
        carrier.setInt(1, carrierId);
        orders(carrier, 2);
        counter.dml(carrier.executeUpdate());
        orders(delivered, 1);
        counter.dml(delivered.executeUpdate());
        orders(amounts, 1);
        Arrays.fill(amount, 0);
        try (ResultSet rs = amounts.executeQuery()) {
            int rows = 0;
            while (rs.next()) {
                amount[rs.getInt(1) - 1] = rs.getDouble(2);
                rows++;
            }
            counter.query(rows);
        }
        for (int d = 1; d <= DISTRICTS; d++) {
            if (order[d - 1] == 0) {
                continue;
            }
            credit.setDouble(1, amount[d - 1]);
            credit.setInt(2, w);
            credit.setInt(3, d);
            credit.setInt(4, customer[d - 1]);
            counter.dml(credit.executeUpdate());
        }
    }

    /** Sets the warehouse at {@code at}, then each district's (district, order) pair, (0, 0) where none was found. */
    private void orders(PreparedStatement ps, int at) throws SQLException {
        ps.setInt(at, w);
        for (int d = 1; d <= DISTRICTS; d++) {
            boolean none = order[d - 1] == 0;
            ps.setInt(at + 2 * d - 1, none ? 0 : d);
            ps.setInt(at + 2 * d, none ? 0 : order[d - 1]);
        }
    }
}
