package dev.dbbench.testing;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.target.ServerInspector;
import dev.dbbench.spi.target.Target;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * A {@link Target} whose connections come from a {@link FakeServer}. Error classification is the
 * SPI's default, so engine tests exercise exactly what a vendor plugin inherits: SQLSTATE class 08
 * is a lost connection, a listed vendor code is ignorable, anything else is fatal.
 */
public final class FakeTarget implements Target {
    /** MySQL's deadlock code, ignored by default here as sysbench ignores it on MySQL. */
    public static final String DEADLOCK = "1213";
    private static final Dialect DIALECT = () -> () -> "INTEGER NOT NULL";
    private static final ErrorPolicy ERRORS = () -> Set.of(DEADLOCK);
    private final Connector connector;
    private final ServerInspector inspector;
    private final Optional<ServerCounters> transactions;

    public FakeTarget(FakeServer server) {
        this(server, false);
    }

    /** @param countTransactions whether the target reads the server's commits and rollbacks, as PostgreSQL's does */
    public FakeTarget(FakeServer server, boolean countTransactions) {
        this.transactions = countTransactions ? Optional.of(new ServerCounters() {
            @Override
            public List<String> names() {
                return List.of("commits", "rollbacks");
            }

            @Override
            public long[] read(Connection connection) throws SQLException {
                if (connection.isClosed()) {
                    throw new SQLException("connection closed");
                }
                return new long[] {server.commits(), server.rollbacks()};
            }
        }) : Optional.empty();
        Driver driver = FakeDriver.of(server::connect);
        this.connector = new Connector() {
            @Override
            public int defaultPort() {
                return 1;
            }

            @Override
            public String jdbcUrl(ConnectionSpec spec) {
                return "jdbc:fake://" + spec.host() + "/" + spec.database();
            }

            @Override
            public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
                return new Properties();
            }

            @Override
            public Driver driver() {
                return driver;
            }
        };
        this.inspector = new ServerInspector() {
            @Override
            public ServerInfo describe(Connection connection) {
                return new ServerInfo("Fake", "1.0", Map.of());
            }

            @Override
            public String instanceId(Connection connection) {
                return server.instance();
            }

            @Override
            public Optional<ServerCounters> transactionCounters() {
                return transactions;
            }
        };
    }

    @Override
    public String id() {
        return "fake";
    }

    @Override
    public String description() {
        return "in-memory fake server for engine tests";
    }

    @Override
    public Dialect dialect() {
        return DIALECT;
    }

    @Override
    public Connector connector() {
        return connector;
    }

    @Override
    public ErrorPolicy errors() {
        return ERRORS;
    }

    @Override
    public ServerInspector inspector() {
        return inspector;
    }
}
