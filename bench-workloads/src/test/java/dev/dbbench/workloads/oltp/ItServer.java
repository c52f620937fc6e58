package dev.dbbench.workloads.oltp;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;

/**
 * A server for OltpWorkloadsIT, found from the DBBENCH_MYSQL_* or DBBENCH_POSTGRES_* variables, with a
 * test-only dialect (the real ones live in bench-targets, which this module does not depend on). The
 * tests run in their own database so that nobody else's statements reach the counters they read.
 */
abstract class ItServer {
    static final String TEST_DB = "dbbench_workloads_it";
    final String prefix;
    final String host;
    final String port;
    final String user;
    final String password;
    final String database;

    ItServer(String prefix) {
        this.prefix = prefix;
        Map<String, String> env = System.getenv();
        assumeTrue(env.containsKey(prefix + "HOST"), () -> "skipped: set " + prefix + "HOST (and _PORT, _USER, _PASSWORD, _DB),"
                + " e.g. with 'source scripts/test-env.sh', to run against a live server");
        this.host = env.get(prefix + "HOST");
        this.port = env.getOrDefault(prefix + "PORT", "");
        this.user = env.getOrDefault(prefix + "USER", "dbbench");
        this.password = env.getOrDefault(prefix + "PASSWORD", "");
        this.database = env.getOrDefault(prefix + "DB", "dbbench");
    }

    abstract String url(String db);

    abstract void psMode(Properties props, PsMode mode);

    abstract Dialect dialect();

    /** Creates {@link #TEST_DB} when missing. */
    abstract void createTestDatabase(Statement st) throws SQLException;

    Connection connect(String db, PsMode mode) throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", user);
        props.setProperty("password", password);
        psMode(props, mode);
        return DriverManager.getConnection(url(db), props);
    }

    Connection connect(PsMode mode) throws SQLException {
        return connect(TEST_DB, mode);
    }

    void ensureTestDatabase() throws SQLException {
        try (Connection c = connect(database, PsMode.DISABLE); Statement st = c.createStatement()) {
            createTestDatabase(st);
        }
    }

    static final class MariaDb extends ItServer {
        MariaDb() {
            super("DBBENCH_MYSQL_");
        }

        @Override
        String url(String db) {
            return "jdbc:mysql://" + host + ":" + (port.isEmpty() ? "3306" : port) + "/" + db;
        }

        @Override
        void psMode(Properties props, PsMode mode) {
            props.setProperty("sslMode", "DISABLED");
            props.setProperty("useServerPrepStmts", Boolean.toString(mode == PsMode.AUTO));
        }

        @Override
        void createTestDatabase(Statement st) throws SQLException {
            st.execute("CREATE DATABASE IF NOT EXISTS " + TEST_DB);
        }

        @Override
        Dialect dialect() {
            return new Dialect() {
                @Override
                public String quote(String identifier) {
                    return '`' + identifier + '`';
                }

                @Override
                public String autoIncrementInt() {
                    return "INTEGER NOT NULL AUTO_INCREMENT";
                }

                @Override
                public String tableOptions(String userOptions) {
                    return " ENGINE=InnoDB" + (userOptions.isBlank() ? "" : " " + userOptions);
                }

                @Override
                public boolean zeroGeneratesKey() {
                    return true;
                }
            };
        }
    }

    static final class Postgres extends ItServer {
        Postgres() {
            super("DBBENCH_POSTGRES_");
        }

        @Override
        String url(String db) {
            return "jdbc:postgresql://" + host + ":" + (port.isEmpty() ? "5432" : port) + "/" + db;
        }

        @Override
        void psMode(Properties props, PsMode mode) {
            props.setProperty("sslmode", "disable");
            // Otherwise pgjdbc sends SET extra_float_digits and SET application_name after connecting: two
            // transactions of its own in pg_stat_database. With it they travel in the startup packet.
            props.setProperty("assumeMinServerVersion", "10");
            // auto: a named server-side statement from the first execution, as sysbench's pgsql driver;
            // disable: the simple query protocol with values inlined, as sysbench's text mode.
            if (mode == PsMode.AUTO) {
                props.setProperty("prepareThreshold", "1");
            } else {
                props.setProperty("preferQueryMode", "simple");
            }
        }

        @Override
        void createTestDatabase(Statement st) throws SQLException {
            try (var rs = st.executeQuery("SELECT 1 FROM pg_database WHERE datname = '" + TEST_DB + "'")) {
                if (rs.next()) {
                    return;
                }
            }
            st.execute("CREATE DATABASE " + TEST_DB);
        }

        @Override
        Dialect dialect() {
            return new Dialect() {
                @Override
                public String autoIncrementInt() {
                    return "SERIAL";
                }

                @Override
                public String resetSequence(String table, String column) {
                    return "SELECT setval(pg_get_serial_sequence('" + table + "', '" + column + "'), (SELECT MAX(" + column
                            + ") FROM " + table + "))";
                }
            };
        }
    }
}
