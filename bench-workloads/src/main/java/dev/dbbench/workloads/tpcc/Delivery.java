package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.Counter;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The Delivery transaction (clause 2.7), run at once rather than queued, all ten districts in one database
 * transaction (clause 2.7.4.2 allows one to ten): the oldest undelivered order of each district of the
 * terminal's warehouse gets a carrier, its lines a delivery date, its customer the amount and one more
 * delivery. A district without an undelivered order, or whose oldest one a concurrent Delivery took first, is
 * skipped, as clause 2.7.4.2 allows.
 */
final class Delivery {
    private static final String ORDER_KEY = " WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?";
    private static final String LINE_KEY = " WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?";
    private final boolean procedures;
    private PreparedStatement oldest;
    private PreparedStatement take;
    private PreparedStatement customerOf;
    private PreparedStatement carrier;
    private PreparedStatement delivered;
    private PreparedStatement amount;
    private PreparedStatement credit;
    private PreparedStatement call;
    int w;
    int carrierId;

    Delivery(Prepared p, boolean procedures) throws SQLException {
        this.procedures = procedures;
        if (procedures) {
            call = p.call("tpcc_delivery", 2);
            return;
        }
        oldest = p.sql("SELECT no_o_id FROM new_order WHERE no_w_id = ? AND no_d_id = ? ORDER BY no_o_id LIMIT 1");
        take = p.sql("DELETE FROM new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?");
        customerOf = p.sql("SELECT o_c_id FROM orders" + ORDER_KEY);
        carrier = p.sql("UPDATE orders SET o_carrier_id = ?" + ORDER_KEY);
        delivered = p.sql("UPDATE order_line SET ol_delivery_d = CURRENT_TIMESTAMP" + LINE_KEY);
        amount = p.sql("SELECT SUM(ol_amount) FROM order_line" + LINE_KEY);
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
        for (int d = 1; d <= TpccSchema.DISTRICTS_PER_WAREHOUSE; d++) {
            deliver(d, counter);
        }
        s.commit(counter);
    }

    private void deliver(int d, Counter counter) throws SQLException {
        oldest.setInt(1, w);
        oldest.setInt(2, d);
        int order;
        try (ResultSet rs = oldest.executeQuery()) {
            order = Rows.intOrZero(rs, 1, counter);
        }
        if (order == 0) {
            return;
        }
        key(take, 1, d, order);
        int taken = take.executeUpdate();
        counter.dml(taken);
        if (taken == 0) {
            return;
        }
        key(customerOf, 1, d, order);
        int c;
        try (ResultSet rs = customerOf.executeQuery()) {
            c = Rows.intOrZero(rs, 1, counter);
        }
        carrier.setInt(1, carrierId);
        key(carrier, 2, d, order);
        counter.dml(carrier.executeUpdate());
        key(delivered, 1, d, order);
        counter.dml(delivered.executeUpdate());
        key(amount, 1, d, order);
        double total = 0;
        int rows = 0;
        try (ResultSet rs = amount.executeQuery()) {
            while (rs.next()) {
                total = rs.getDouble(1);
                rows++;
            }
        }
        counter.query(rows);
        credit.setDouble(1, total);
        key(credit, 2, d, c);
        counter.dml(credit.executeUpdate());
    }

    /** Sets warehouse, district and {@code id} from parameter {@code at} on. */
    private void key(PreparedStatement ps, int at, int d, int id) throws SQLException {
        ps.setInt(at, w);
        ps.setInt(at + 1, d);
        ps.setInt(at + 2, id);
    }
}
