package dev.dbbench.cli.vendors;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.Target;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A database of its own for the vendor tests on the shared MariaDB and PostgreSQL servers, so their
 * tables and their killed sessions touch nothing else, and the SQL that kills every session in it.
 * Statements go through the built-in targets, found as the CLI finds them.
 */
final class VendorDb {
    static final String NAME = "dbbench_vendor_it";

    private VendorDb() {
    }

    static Connection admin(TestServers.Server s) throws SQLException {
        Target t = Plugins.builtIn().target(s.kind() == Kind.POSTGRES ? "postgresql" : "mysql").plugin();
        return t.connect(s.spec(), PsMode.DISABLE);
    }

    static void create(TestServers.Server s) throws SQLException {
        try (Connection c = admin(s); Statement st = c.createStatement()) {
            if (s.kind() != Kind.POSTGRES) {
                st.execute("CREATE DATABASE IF NOT EXISTS " + NAME);
                return;
            }
            try (ResultSet rs = st.executeQuery("SELECT 1 FROM pg_database WHERE datname = '" + NAME + "'")) {
                if (rs.next()) {
                    return;
                }
            }
            st.execute("CREATE DATABASE " + NAME);
        }
    }

    /** Ends every session connected to the vendor database; returns how many there were. */
    static int killAll(Connection admin, Kind kind) throws SQLException {
        try (Statement st = admin.createStatement()) {
            if (kind == Kind.POSTGRES) {
                try (ResultSet rs = st.executeQuery("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                        + " WHERE datname = '" + NAME + "' AND pid <> pg_backend_pid()")) {
                    rs.next();
                    return rs.getInt(1);
                }
            }
            List<Long> ids = new ArrayList<>();
            try (ResultSet rs = st.executeQuery("SELECT id FROM information_schema.processlist WHERE db = '" + NAME + "'")) {
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
            int killed = 0;
            for (long id : ids) {
                try {
                    st.execute("KILL " + id);
                    killed++;
                } catch (SQLException gone) {
                    // The session ended between the listing and the kill.
                }
            }
            return killed;
        }
    }

    /** {@code s.cliArgs(target)} pointed at the vendor database. */
    static List<String> cliArgs(TestServers.Server s, String target) {
        List<String> args = new ArrayList<>(s.cliArgs(target));
        args.set(args.indexOf("--db") + 1, NAME);
        return args;
    }
}
