package dev.dbbench.cli.it.capture;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An application that dbbench did not write, for capture to watch on MariaDB: a small order-entry shop in the manner
 * of TPC-C, with its five transaction types (new order with a loop over its lines and 1 % rolled back, payment and
 * order status by customer id or by name, delivery over every district, stock level: 45, 43, 6, 2 and 4 %) on tables of its own, each
 * statement sent with its values written in. It remembers every text value it sent, for the check that none of them
 * reaches what capture writes.
 */
final class OrderShop {
    static final int DISTRICTS = 10;
    static final int CUSTOMERS = 300;
    static final int ITEMS = 1000;
    static final int NAMES = 50;
    final Set<String> texts = ConcurrentHashMap.newKeySet();

    /** Drops and loads the shop's tables: 10 districts of 300 customers, 1,000 items, an order of 10 lines per customer. */
    void load(Connection c) throws SQLException {
        drop(c);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE cap_district (d_id INT PRIMARY KEY, d_next_o_id INT NOT NULL, d_ytd DECIMAL(12,2) NOT NULL)");
            s.execute("CREATE TABLE cap_customer (c_d_id INT NOT NULL, c_id INT NOT NULL, c_last VARCHAR(16) NOT NULL,"
                    + " c_balance DECIMAL(12,2) NOT NULL, PRIMARY KEY (c_d_id, c_id), KEY cap_customer_last (c_d_id, c_last))");
            s.execute("CREATE TABLE cap_item (i_id INT PRIMARY KEY, i_price DECIMAL(5,2) NOT NULL, i_name VARCHAR(24) NOT NULL)");
            s.execute("CREATE TABLE cap_stock (s_i_id INT PRIMARY KEY, s_quantity INT NOT NULL)");
            s.execute("CREATE TABLE cap_orders (o_d_id INT NOT NULL, o_id INT NOT NULL, o_c_id INT NOT NULL, o_carrier_id INT,"
                    + " PRIMARY KEY (o_d_id, o_id), KEY cap_orders_customer (o_d_id, o_c_id))");
            s.execute("CREATE TABLE cap_new_order (no_d_id INT NOT NULL, no_o_id INT NOT NULL, PRIMARY KEY (no_d_id, no_o_id))");
            s.execute("CREATE TABLE cap_order_line (ol_d_id INT NOT NULL, ol_o_id INT NOT NULL, ol_number INT NOT NULL,"
                    + " ol_i_id INT NOT NULL, ol_amount DECIMAL(6,2) NOT NULL, PRIMARY KEY (ol_d_id, ol_o_id, ol_number))");
            s.execute("CREATE TABLE cap_history (h_d_id INT NOT NULL, h_c_id INT NOT NULL, h_amount DECIMAL(6,2) NOT NULL,"
                    + " h_data VARCHAR(24) NOT NULL)");
            s.execute("INSERT INTO cap_district SELECT seq, " + (CUSTOMERS + 1) + ", 0 FROM seq_1_to_" + DISTRICTS);
            s.execute("INSERT INTO cap_customer SELECT d.seq, c.seq, CONCAT('name', LPAD(c.seq MOD " + NAMES + ", 3, '0'), 'xq'), 0"
                    + " FROM seq_1_to_" + DISTRICTS + " d, seq_1_to_" + CUSTOMERS + " c");
            s.execute("INSERT INTO cap_item SELECT seq, 1 + seq MOD 90, CONCAT('item', seq) FROM seq_1_to_" + ITEMS);
            s.execute("INSERT INTO cap_stock SELECT seq, 50 FROM seq_1_to_" + ITEMS);
            s.execute("INSERT INTO cap_orders SELECT d.seq, c.seq, c.seq, IF(c.seq > " + (CUSTOMERS - 250) + ", NULL, 1 + c.seq MOD 10)"
                    + " FROM seq_1_to_" + DISTRICTS + " d, seq_1_to_" + CUSTOMERS + " c");
            s.execute("INSERT INTO cap_new_order SELECT d.seq, c.seq FROM seq_1_to_" + DISTRICTS + " d, seq_"
                    + (CUSTOMERS - 249) + "_to_" + CUSTOMERS + " c");
            s.execute("INSERT INTO cap_order_line SELECT d.seq, o.seq, l.seq, 1 + (o.seq * 7 + l.seq) MOD " + ITEMS + ", 10"
                    + " FROM seq_1_to_" + DISTRICTS + " d, seq_1_to_" + CUSTOMERS + " o, seq_1_to_10 l");
        }
    }

    static void drop(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String t : List.of("district", "customer", "item", "stock", "orders", "new_order", "order_line", "history")) {
                s.execute("DROP TABLE IF EXISTS cap_" + t);
            }
        }
    }

    /** Runs the mix on {@code c} until {@code until} (System.nanoTime), a deadlock retried as a new transaction. */
    void run(Connection c, long seed, long until) throws SQLException {
        Random r = new Random(seed);
        c.setAutoCommit(false);
        while (System.nanoTime() < until) {
            int pick = r.nextInt(100);
            try {
                if (pick < 45) {
                    newOrder(c, r);
                } else if (pick < 88) {
                    payment(c, r);
                } else if (pick < 94) {
                    orderStatus(c, r);
                } else if (pick < 96) {
                    delivery(c, r);
                } else {
                    stockLevel(c, r);
                }
            } catch (SQLException e) {
                c.rollback();
                if (e.getErrorCode() != 1213 && e.getErrorCode() != 1205) {
                    throw e;
                }
            }
        }
    }

    private void newOrder(Connection c, Random r) throws SQLException {
        int d = 1 + r.nextInt(DISTRICTS);
        int customer = 1 + r.nextInt(CUSTOMERS);
        query(c, "SELECT c_last, c_balance FROM cap_customer WHERE c_d_id = " + d + " AND c_id = " + customer);
        int next = (int) one(c, "SELECT d_next_o_id FROM cap_district WHERE d_id = " + d + " FOR UPDATE");
        update(c, "UPDATE cap_district SET d_next_o_id = " + (next + 1) + " WHERE d_id = " + d);
        update(c, "INSERT INTO cap_orders (o_d_id, o_id, o_c_id) VALUES (" + d + ", " + next + ", " + customer + ")");
        update(c, "INSERT INTO cap_new_order (no_d_id, no_o_id) VALUES (" + d + ", " + next + ")");
        int lines = 5 + r.nextInt(11);
        List<Integer> items = new ArrayList<>();
        while (items.size() < lines) {
            int i = 1 + r.nextInt(ITEMS);
            if (!items.contains(i)) {
                items.add(i);
            }
        }
        query(c, "SELECT i_price, i_name FROM cap_item WHERE i_id IN (" + join(items) + ")");
        if (r.nextInt(100) == 0) {
            c.rollback();
            return;
        }
        StringBuilder rows = new StringBuilder();
        for (int n = 0; n < lines; n++) {
            update(c, "UPDATE cap_stock SET s_quantity = " + (10 + r.nextInt(90)) + " WHERE s_i_id = " + items.get(n));
            rows.append(n == 0 ? "" : ", ").append('(').append(d).append(", ").append(next).append(", ").append(n + 1).append(", ")
                    .append(items.get(n)).append(", ").append(1 + r.nextInt(99)).append('.').append(r.nextInt(10)).append(')');
        }
        update(c, "INSERT INTO cap_order_line (ol_d_id, ol_o_id, ol_number, ol_i_id, ol_amount) VALUES " + rows);
        c.commit();
    }

    private void payment(Connection c, Random r) throws SQLException {
        int d = 1 + r.nextInt(DISTRICTS);
        String amount = (1 + r.nextInt(500)) + "." + r.nextInt(10);
        update(c, "UPDATE cap_district SET d_ytd = d_ytd + " + amount + " WHERE d_id = " + d);
        int customer = r.nextInt(100) < 60 ? byName(c, r, d) : 1 + r.nextInt(CUSTOMERS);
        update(c, "UPDATE cap_customer SET c_balance = c_balance - " + amount + " WHERE c_d_id = " + d + " AND c_id = " + customer);
        String data = text("pay" + Long.toString(r.nextLong() >>> 20, 36));
        update(c, "INSERT INTO cap_history (h_d_id, h_c_id, h_amount, h_data) VALUES (" + d + ", " + customer + ", " + amount + ", '"
                + data + "')");
        c.commit();
    }

    /** A customer looked up by last name, the middle one of those found. */
    private int byName(Connection c, Random r, int d) throws SQLException {
        String name = text("name" + String.format("%03d", r.nextInt(NAMES)) + "xq");
        List<Long> ids = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT c_id FROM cap_customer WHERE c_d_id = " + d + " AND c_last = '" + name
                + "' ORDER BY c_id"); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
            }
        }
        return ids.isEmpty() ? 1 : (int) (long) ids.get(ids.size() / 2);
    }

    private void orderStatus(Connection c, Random r) throws SQLException {
        int d = 1 + r.nextInt(DISTRICTS);
        int customer = r.nextInt(100) < 60 ? byName(c, r, d) : 1 + r.nextInt(CUSTOMERS);
        query(c, "SELECT c_last, c_balance FROM cap_customer WHERE c_d_id = " + d + " AND c_id = " + customer);
        long order = one(c, "SELECT o_id FROM cap_orders WHERE o_d_id = " + d + " AND o_c_id = " + customer + " ORDER BY o_id DESC LIMIT 1");
        query(c, "SELECT ol_i_id, ol_amount FROM cap_order_line WHERE ol_d_id = " + d + " AND ol_o_id = " + order);
        c.commit();
    }

    private void delivery(Connection c, Random r) throws SQLException {
        int carrier = 1 + r.nextInt(10);
        for (int d = 1; d <= DISTRICTS; d++) {
            long order = one(c, "SELECT no_o_id FROM cap_new_order WHERE no_d_id = " + d + " ORDER BY no_o_id LIMIT 1 FOR UPDATE");
            update(c, "DELETE FROM cap_new_order WHERE no_d_id = " + d + " AND no_o_id = " + order);
            update(c, "UPDATE cap_orders SET o_carrier_id = " + carrier + " WHERE o_d_id = " + d + " AND o_id = " + order);
        }
        c.commit();
    }

    private void stockLevel(Connection c, Random r) throws SQLException {
        int d = 1 + r.nextInt(DISTRICTS);
        long next = one(c, "SELECT d_next_o_id FROM cap_district WHERE d_id = " + d);
        query(c, "SELECT COUNT(DISTINCT s_i_id) FROM cap_order_line, cap_stock WHERE ol_d_id = " + d + " AND ol_o_id < " + next
                + " AND ol_o_id >= " + (next - 20) + " AND s_i_id = ol_i_id AND s_quantity < " + (10 + r.nextInt(11)));
        c.commit();
    }

    private String text(String value) {
        texts.add(value);
        return value;
    }

    private static String join(List<Integer> values) {
        StringBuilder out = new StringBuilder();
        values.forEach(v -> out.append(out.length() == 0 ? "" : ", ").append(v));
        return out.toString();
    }

    private static void query(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                rs.getObject(1);
            }
        }
    }

    private static long one(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    private static void update(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.executeUpdate(sql);
        }
    }
}
