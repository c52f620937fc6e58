package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * The nine tables of TPC-C (clause 1.3) with the specification's names and cardinalities (clause 4.3.3.1).
 * Columns keep the specification's types; only the date-and-time type differs by {@link SqlFamily}
 * (MySQL's TIMESTAMP may update itself, so DATETIME there). Two secondary indexes serve the look-ups by last
 * name and the latest order of a customer, as the transaction profiles need.
 */
final class TpccSchema {
    static final int ITEMS = 100_000;
    static final int STOCK_PER_WAREHOUSE = ITEMS;
    static final int DISTRICTS_PER_WAREHOUSE = 10;
    static final int CUSTOMERS_PER_DISTRICT = 3_000;
    static final int ORDERS_PER_DISTRICT = 3_000;
    /** Orders 2,101 to 3,000 of each district are undelivered: no carrier, a NEW_ORDER row (clause 4.3.3.1). */
    static final int FIRST_NEW_ORDER = 2_101;
    static final int NEW_ORDERS_PER_DISTRICT = ORDERS_PER_DISTRICT - FIRST_NEW_ORDER + 1;

    /** A table: its name, its columns in load order with their types ({@code TS} for date and time), its key. */
    record Table(String name, List<String> columns, String definition, String key) {
        String create(Dialect dialect, SqlFamily family) {
            String keyClause = key.isEmpty() || dialect.schema().primaryKeyAfterLoad() ? "" : ", PRIMARY KEY (" + key + ")";
            return "CREATE TABLE " + name + " (" + definition.replace("TS", family.timestamp) + keyClause + ")"
                    + dialect.schema().tableOptions("");
        }
    }

    static final Table WAREHOUSE = new Table("warehouse",
            List.of("w_id", "w_name", "w_street_1", "w_street_2", "w_city", "w_state", "w_zip", "w_tax", "w_ytd"),
            "w_id INTEGER NOT NULL, w_name VARCHAR(10), w_street_1 VARCHAR(20), w_street_2 VARCHAR(20), w_city VARCHAR(20),"
                    + " w_state CHAR(2), w_zip CHAR(9), w_tax DECIMAL(4,4), w_ytd DECIMAL(12,2)", "w_id");
    static final Table DISTRICT = new Table("district",
            List.of("d_id", "d_w_id", "d_name", "d_street_1", "d_street_2", "d_city", "d_state", "d_zip", "d_tax", "d_ytd",
                    "d_next_o_id"),
            "d_id INTEGER NOT NULL, d_w_id INTEGER NOT NULL, d_name VARCHAR(10), d_street_1 VARCHAR(20), d_street_2 VARCHAR(20),"
                    + " d_city VARCHAR(20), d_state CHAR(2), d_zip CHAR(9), d_tax DECIMAL(4,4), d_ytd DECIMAL(12,2),"
                    + " d_next_o_id INTEGER", "d_w_id, d_id");
    static final Table CUSTOMER = new Table("customer",
            List.of("c_id", "c_d_id", "c_w_id", "c_first", "c_middle", "c_last", "c_street_1", "c_street_2", "c_city", "c_state",
                    "c_zip", "c_phone", "c_since", "c_credit", "c_credit_lim", "c_discount", "c_balance", "c_ytd_payment",
                    "c_payment_cnt", "c_delivery_cnt", "c_data"),
            "c_id INTEGER NOT NULL, c_d_id INTEGER NOT NULL, c_w_id INTEGER NOT NULL, c_first VARCHAR(16), c_middle CHAR(2),"
                    + " c_last VARCHAR(16), c_street_1 VARCHAR(20), c_street_2 VARCHAR(20), c_city VARCHAR(20), c_state CHAR(2),"
                    + " c_zip CHAR(9), c_phone CHAR(16), c_since TS, c_credit CHAR(2), c_credit_lim DECIMAL(12,2),"
                    + " c_discount DECIMAL(4,4), c_balance DECIMAL(12,2), c_ytd_payment DECIMAL(12,2), c_payment_cnt INTEGER,"
                    + " c_delivery_cnt INTEGER, c_data VARCHAR(500)", "c_w_id, c_d_id, c_id");
    static final Table HISTORY = new Table("history",
            List.of("h_c_id", "h_c_d_id", "h_c_w_id", "h_d_id", "h_w_id", "h_date", "h_amount", "h_data"),
            "h_c_id INTEGER, h_c_d_id INTEGER, h_c_w_id INTEGER, h_d_id INTEGER, h_w_id INTEGER, h_date TS,"
                    + " h_amount DECIMAL(6,2), h_data VARCHAR(24)", "");
    static final Table NEW_ORDER = new Table("new_order", List.of("no_o_id", "no_d_id", "no_w_id"),
            "no_o_id INTEGER NOT NULL, no_d_id INTEGER NOT NULL, no_w_id INTEGER NOT NULL", "no_w_id, no_d_id, no_o_id");
    static final Table ORDERS = new Table("orders",
            List.of("o_id", "o_d_id", "o_w_id", "o_c_id", "o_entry_d", "o_carrier_id", "o_ol_cnt", "o_all_local"),
            "o_id INTEGER NOT NULL, o_d_id INTEGER NOT NULL, o_w_id INTEGER NOT NULL, o_c_id INTEGER, o_entry_d TS,"
                    + " o_carrier_id INTEGER, o_ol_cnt INTEGER, o_all_local INTEGER", "o_w_id, o_d_id, o_id");
    static final Table ORDER_LINE = new Table("order_line",
            List.of("ol_o_id", "ol_d_id", "ol_w_id", "ol_number", "ol_i_id", "ol_supply_w_id", "ol_delivery_d", "ol_quantity",
                    "ol_amount", "ol_dist_info"),
            "ol_o_id INTEGER NOT NULL, ol_d_id INTEGER NOT NULL, ol_w_id INTEGER NOT NULL, ol_number INTEGER NOT NULL,"
                    + " ol_i_id INTEGER, ol_supply_w_id INTEGER, ol_delivery_d TS, ol_quantity INTEGER, ol_amount DECIMAL(6,2),"
                    + " ol_dist_info CHAR(24)", "ol_w_id, ol_d_id, ol_o_id, ol_number");
    static final Table ITEM = new Table("item", List.of("i_id", "i_im_id", "i_name", "i_price", "i_data"),
            "i_id INTEGER NOT NULL, i_im_id INTEGER, i_name VARCHAR(24), i_price DECIMAL(5,2), i_data VARCHAR(50)", "i_id");
    static final Table STOCK = new Table("stock",
            List.of("s_i_id", "s_w_id", "s_quantity", "s_dist_01", "s_dist_02", "s_dist_03", "s_dist_04", "s_dist_05", "s_dist_06",
                    "s_dist_07", "s_dist_08", "s_dist_09", "s_dist_10", "s_ytd", "s_order_cnt", "s_remote_cnt", "s_data"),
            "s_i_id INTEGER NOT NULL, s_w_id INTEGER NOT NULL, s_quantity INTEGER, s_dist_01 CHAR(24), s_dist_02 CHAR(24),"
                    + " s_dist_03 CHAR(24), s_dist_04 CHAR(24), s_dist_05 CHAR(24), s_dist_06 CHAR(24), s_dist_07 CHAR(24),"
                    + " s_dist_08 CHAR(24), s_dist_09 CHAR(24), s_dist_10 CHAR(24), s_ytd INTEGER, s_order_cnt INTEGER,"
                    + " s_remote_cnt INTEGER, s_data VARCHAR(50)", "s_w_id, s_i_id");
    static final List<Table> TABLES = List.of(WAREHOUSE, DISTRICT, CUSTOMER, HISTORY, NEW_ORDER, ORDERS, ORDER_LINE, ITEM, STOCK);

    /**
     * A secondary index a transaction needs: its name when {@code prepare} creates it, its table, its columns and what
     * the transactions use it for. A database loaded by another tool may name it otherwise.
     */
    record Index(String name, String table, List<String> columns, String purpose) {
        String create() {
            return "CREATE INDEX " + name + " ON " + table + " (" + String.join(", ", columns) + ")";
        }
    }

    /** Secondary indexes: customers by last name (Payment, Order-Status), orders by customer (Order-Status). */
    static final List<Index> INDEXES = List.of(
            new Index("customer_last", "customer", List.of("c_w_id", "c_d_id", "c_last", "c_first"),
                    "Payment and Order-Status use to find customers by last name"),
            new Index("orders_customer", "orders", List.of("o_w_id", "o_d_id", "o_c_id", "o_id"),
                    "Order-Status uses to find a customer's latest order"));

    private TpccSchema() {
    }

    static void create(Connection c, Dialect dialect, SqlFamily family) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (Table t : TABLES) {
                st.execute(t.create(dialect, family));
            }
        }
    }

    /** The primary keys {@code prepare} adds after the load where the dialect asks for it, and the indexes. */
    static List<String> afterLoad(Dialect dialect) {
        List<String> out = new java.util.ArrayList<>();
        if (dialect.schema().primaryKeyAfterLoad()) {
            TABLES.stream().filter(t -> !t.key().isEmpty())
                    .forEach(t -> out.add("ALTER TABLE " + t.name() + " ADD PRIMARY KEY (" + t.key() + ")"));
        }
        INDEXES.forEach(i -> out.add(i.create()));
        return out;
    }

    static void drop(Connection c, Dialect dialect) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (Table t : TABLES) {
                st.execute(dialect.schema().dropTableIfExists(t.name()));
            }
        }
    }
}
