package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.FlatDialect;
import dev.dbbench.testing.TestServers;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * A server for OltpWorkloadsIT, found by bench-core's {@link TestServers}, with a test-only dialect (the
 * real ones live in bench-targets, which this module does not depend on). The tests run in a database
 * of their own so that nobody else's statements reach the counters they read.
 */
abstract class ItServer {
    static final String TEST_DB = "dbbench_workloads_it";
    final String host;
    final int port;
    final String user;
    final String password;
    final String database;

    ItServer(TestServers.Kind kind) {
        TestServers.Server server = TestServers.require(kind);
        this.host = server.host();
        this.port = server.port();
        this.user = server.user();
        this.password = server.password();
        this.database = server.database();
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
            super(TestServers.Kind.MYSQL);
        }

        @Override
        String url(String db) {
            return "jdbc:mysql://" + host + ":" + port + "/" + db;
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
            return new FlatDialect() {
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
            super(TestServers.Kind.POSTGRES);
        }

        @Override
        String url(String db) {
            return "jdbc:postgresql://" + host + ":" + port + "/" + db;
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
            return new FlatDialect() {
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
