package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.Counter;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The Order-Status transaction (clause 2.6), read-only: a customer of the terminal's warehouse, found by last
 * name 60 % of the time, asks for the state of their latest order and its lines.
 */
final class OrderStatus {
    private final boolean procedures;
    private Customer byName;
    private PreparedStatement customer;
    private PreparedStatement latestOrder;
    private PreparedStatement lines;
    private PreparedStatement call;
    int w;
    int d;
    int customerId;
    String lastName;

    OrderStatus(Prepared p, boolean procedures) throws SQLException {
        this.procedures = procedures;
        if (procedures) {
            call = p.call("tpcc_order_status", 5);
            return;
        }
        byName = new Customer(p);
        customer = p.sql("SELECT c_balance, c_first, c_middle, c_last FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        latestOrder = p.sql("SELECT o_id, o_entry_d, o_carrier_id FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ?"
                + " ORDER BY o_id DESC LIMIT 1");
        lines = p.sql("SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d FROM order_line"
                + " WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?");
    }

    /** Draws the inputs (clause 2.6.1). */
    void draw(TpccState s) {
        w = s.warehouse();
        d = s.random.uniform(1, TpccSchema.DISTRICTS_PER_WAREHOUSE);
        boolean byLastName = s.random.uniform(1, 100) <= 60;
        lastName = byLastName ? s.lastName() : null;
        customerId = byLastName ? 0 : s.customerId();
    }

    void run(TpccState s, Counter counter) throws SQLException {
        if (procedures) {
            call.setInt(1, w);
            call.setInt(2, d);
            call.setInt(3, customerId);
            call.setInt(4, lastName == null ? 0 : 1);
            call.setString(5, lastName == null ? "" : lastName);
            Rows.read(call, counter);
            return;
        }
        s.begin(counter);
        int c = lastName == null ? customerId : byName.byLastName(w, d, lastName, counter);
        customer.setInt(1, w);
        customer.setInt(2, d);
        customer.setInt(3, c);
        Rows.read(customer, counter);
        latestOrder.setInt(1, w);
        latestOrder.setInt(2, d);
        latestOrder.setInt(3, c);
        int order;
        try (ResultSet rs = latestOrder.executeQuery()) {
            order = Rows.intOrZero(rs, 1, counter);
        }
        lines.setInt(1, w);
        lines.setInt(2, d);
        lines.setInt(3, order);
        Rows.read(lines, counter);
        s.commit(counter);
    }
}
