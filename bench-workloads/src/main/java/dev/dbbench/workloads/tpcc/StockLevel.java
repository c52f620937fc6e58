package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.Counter;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The Stock-Level transaction (clause 2.8), read-only: how many of the items of a district's last 20 orders
 * have less stock than a threshold from 10 to 20.
 */
final class StockLevel {
    private final boolean procedures;
    private PreparedStatement nextOrder;
    private PreparedStatement lowStock;
    private PreparedStatement call;
    int w;
    int d;
    int threshold;

    StockLevel(Prepared p, boolean procedures) throws SQLException {
        this.procedures = procedures;
        if (procedures) {
            call = p.call("tpcc_stock_level", 3);
            return;
        }
        nextOrder = p.sql("SELECT d_next_o_id FROM district WHERE d_w_id = ? AND d_id = ?");
        lowStock = p.sql("SELECT COUNT(DISTINCT s_i_id) FROM order_line, stock WHERE ol_w_id = ? AND ol_d_id = ?"
                + " AND ol_o_id < ? AND ol_o_id >= ? AND s_w_id = ? AND s_i_id = ol_i_id AND s_quantity < ?");
    }

    /** Draws the inputs (clause 2.8.1): the terminal's own district. */
    void draw(TpccState s) {
        w = s.warehouse();
        d = s.stockLevelDistrict();
        threshold = s.random.uniform(10, 20);
    }

    void run(TpccState s, Counter counter) throws SQLException {
        if (procedures) {
            call.setInt(1, w);
            call.setInt(2, d);
            call.setInt(3, threshold);
            Rows.read(call, counter);
            return;
        }
        s.begin(counter);
        nextOrder.setInt(1, w);
        nextOrder.setInt(2, d);
        int next;
        try (ResultSet rs = nextOrder.executeQuery()) {
            next = Rows.intOrZero(rs, 1, counter);
        }
        lowStock.setInt(1, w);
        lowStock.setInt(2, d);
        lowStock.setInt(3, next);
        lowStock.setInt(4, next - 20);
        lowStock.setInt(5, w);
        lowStock.setInt(6, threshold);
        Rows.read(lowStock, counter);
        s.commit(counter);
    }
}
