package dev.dbbench.workloads.tpcc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/** Creates, finds and drops the five stored procedures of {@code --tpcc-procedures on}. */
final class Procedures {
    static final List<String> NAMES = List.of("tpcc_new_order", "tpcc_payment", "tpcc_order_status", "tpcc_delivery",
            "tpcc_stock_level");

    private Procedures() {
    }

    static void create(Connection c, SqlFamily family) throws SQLException {
        drop(c, family);
        try (Statement st = c.createStatement()) {
            for (String ddl : family == SqlFamily.MYSQL ? MySqlProcedures.create() : PostgresProcedures.create()) {
                st.execute(ddl);
            }
        }
    }

    static void drop(Connection c, SqlFamily family) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (String name : NAMES) {
                st.execute(family == SqlFamily.MYSQL ? "DROP PROCEDURE IF EXISTS " + name : "DROP FUNCTION IF EXISTS " + name);
            }
        }
    }

    /** How many of the five the database holds. */
    static int present(Connection c, SqlFamily family) throws SQLException {
        String sql = family == SqlFamily.MYSQL
                ? "SELECT COUNT(*) FROM information_schema.routines WHERE routine_schema = DATABASE() AND routine_name IN ("
                : "SELECT COUNT(*) FROM pg_proc WHERE pronamespace = to_regnamespace(current_schema())::oid AND proname IN (";
        StringBuilder in = new StringBuilder(sql);
        for (int i = 0; i < NAMES.size(); i++) {
            in.append(i == 0 ? "'" : ", '").append(NAMES.get(i)).append('\'');
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(in.append(')').toString())) {
            rs.next();
            return rs.getInt(1);
        }
    }
}
