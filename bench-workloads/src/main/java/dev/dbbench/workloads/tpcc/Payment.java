package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.Counter;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The Payment transaction (clause 2.5): a customer pays an amount at a district of the terminal's warehouse;
 * 15 % of the customers belong to another warehouse, 60 % are found by last name. Warehouse, district and
 * customer are updated in that order, and a history row records the payment.
 */
final class Payment {
    private static final String PAID = "c_balance = c_balance - CAST(? AS DECIMAL(6,2)),"
            + " c_ytd_payment = c_ytd_payment + CAST(? AS DECIMAL(6,2)), c_payment_cnt = c_payment_cnt + 1";
    private static final String CUSTOMER_KEY = " WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?";
    private final boolean procedures;
    private PreparedStatement warehouseYtd;
    private PreparedStatement warehouse;
    private PreparedStatement districtYtd;
    private PreparedStatement district;
    private Customer byName;
    private PreparedStatement customer;
    private PreparedStatement pay;
    private PreparedStatement payWithData;
    private PreparedStatement history;
    private PreparedStatement call;
    // The current payment's inputs.
    int w;
    int d;
    int customerW;
    int customerD;
    int customerId;
    String lastName;
    double amount;

    Payment(Prepared p, boolean procedures) throws SQLException {
        this.procedures = procedures;
        if (procedures) {
            call = p.call("tpcc_payment", 8);
            return;
        }
        warehouseYtd = p.sql("UPDATE warehouse SET w_ytd = w_ytd + CAST(? AS DECIMAL(6,2)) WHERE w_id = ?");
        warehouse = p.sql("SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip FROM warehouse WHERE w_id = ?");
        districtYtd = p.sql("UPDATE district SET d_ytd = d_ytd + CAST(? AS DECIMAL(6,2)) WHERE d_w_id = ? AND d_id = ?");
        district = p.sql("SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip FROM district WHERE d_w_id = ? AND d_id = ?");
        byName = new Customer(p);
        customer = p.sql("SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since,"
                + " c_credit, c_credit_lim, c_discount, c_balance FROM customer" + CUSTOMER_KEY + " FOR UPDATE");
        pay = p.sql("UPDATE customer SET " + PAID + CUSTOMER_KEY);
        // Bad credit: the payment's ids and amount go in front of C_DATA, which keeps its first 500 characters.
        payWithData = p.sql("UPDATE customer SET " + PAID + ", c_data = SUBSTR(CONCAT(c_id, ' ', c_d_id, ' ', c_w_id, ' ', ?, ' ', ?,"
                + " ' ', CAST(? AS DECIMAL(6,2)), ' | ', c_data), 1, 500)" + CUSTOMER_KEY);
        history = p.sql("INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)"
                + " VALUES (?, ?, ?, ?, ?, CURRENT_TIMESTAMP, CAST(? AS DECIMAL(6,2)), ?)");
    }

    /** Draws a payment's inputs (clause 2.5.1). */
    void draw(TpccState s) {
        TpccRandom r = s.random;
        w = s.warehouse();
        d = r.uniform(1, TpccSchema.DISTRICTS_PER_WAREHOUSE);
        if (r.uniform(1, 100) <= 85 || s.config.warehouses() == 1) {
            customerW = w;
            customerD = d;
        } else {
            customerW = s.remoteWarehouse(w);
            customerD = r.uniform(1, TpccSchema.DISTRICTS_PER_WAREHOUSE);
        }
        boolean byLastName = r.uniform(1, 100) <= 60;
        lastName = byLastName ? s.lastName() : null;
        customerId = byLastName ? 0 : s.customerId();
        amount = r.money(100, 500_000);
    }

    void run(TpccState s, Counter counter) throws SQLException {
        if (procedures) {
            callProcedure(counter);
            return;
        }
        s.begin(counter);
        warehouseYtd.setDouble(1, amount);
        warehouseYtd.setInt(2, w);
        counter.dml(warehouseYtd.executeUpdate());
        warehouse.setInt(1, w);
        String warehouseName = firstString(warehouse, counter);
        districtYtd.setDouble(1, amount);
        districtYtd.setInt(2, w);
        districtYtd.setInt(3, d);
        counter.dml(districtYtd.executeUpdate());
        district.setInt(1, w);
        district.setInt(2, d);
        String districtName = firstString(district, counter);
        int c = lastName == null ? customerId : byName.byLastName(customerW, customerD, lastName, counter);
        customer.setInt(1, customerW);
        customer.setInt(2, customerD);
        customer.setInt(3, c);
        boolean badCredit = false;
        int rows = 0;
        try (ResultSet rs = customer.executeQuery()) {
            while (rs.next()) {
                badCredit = "BC".equals(rs.getString(11));
                rows++;
            }
        }
        counter.query(rows);
        PreparedStatement update = badCredit ? payWithData : pay;
        int p = 1;
        update.setDouble(p++, amount);
        update.setDouble(p++, amount);
        if (badCredit) {
            update.setInt(p++, d);
            update.setInt(p++, w);
            update.setDouble(p++, amount);
        }
        update.setInt(p++, customerW);
        update.setInt(p++, customerD);
        update.setInt(p, c);
        counter.dml(update.executeUpdate());
        history.setInt(1, c);
        history.setInt(2, customerD);
        history.setInt(3, customerW);
        history.setInt(4, d);
        history.setInt(5, w);
        history.setDouble(6, amount);
        history.setString(7, warehouseName + "    " + districtName);
        counter.dml(history.executeUpdate());
        s.commit(counter);
    }

    /** The first column of the first row as text (empty without a row); counts the query. */
    private static String firstString(PreparedStatement ps, Counter counter) throws SQLException {
        String value = "";
        int rows = 0;
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                if (rows++ == 0) {
                    value = rs.getString(1);
                }
            }
        }
        counter.query(rows);
        return value;
    }

    private void callProcedure(Counter counter) throws SQLException {
        call.setInt(1, w);
        call.setInt(2, d);
        call.setInt(3, customerW);
        call.setInt(4, customerD);
        call.setInt(5, customerId);
        call.setInt(6, lastName == null ? 0 : 1);
        call.setString(7, lastName == null ? "" : lastName);
        call.setDouble(8, amount);
        Rows.read(call, counter);
    }
}
