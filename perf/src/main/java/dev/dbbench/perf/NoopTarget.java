package dev.dbbench.perf;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.target.Target;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverPropertyInfo;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.Set;

/**
 * A target with no server behind it, so a benchmark of the engine measures the engine alone. Its
 * connections answer only what the engine asks outside the hot loop (is it closed, close it).
 */
public final class NoopTarget implements Target {
    private static final Dialect DIALECT = () -> () -> "INTEGER NOT NULL";
    private static final ErrorPolicy ERRORS = Set::of;
    private static final Connector CONNECTOR = new Connector() {
        @Override
        public int defaultPort() {
            return 1;
        }

        @Override
        public String jdbcUrl(ConnectionSpec spec) {
            return "jdbc:noop:";
        }

        @Override
        public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
            return new Properties();
        }

        @Override
        public Driver driver() {
            return DRIVER;
        }
    };
    /** Accepts every URL and hands out a new {@link #connection()}. */
    private static final Driver DRIVER = (Driver) Proxy.newProxyInstance(NoopTarget.class.getClassLoader(),
            new Class<?>[] {Driver.class}, (self, m, args) -> switch (m.getName()) {
                case "connect" -> connection();
                case "acceptsURL" -> true;
                case "getPropertyInfo" -> new DriverPropertyInfo[0];
                case "getMajorVersion" -> 1;
                case "getMinorVersion", "hashCode" -> 0;
                case "jdbcCompliant" -> false;
                case "equals" -> self == args[0];
                case "toString" -> "noop driver";
                default -> throw new SQLFeatureNotSupportedException(m.getName());
            });

    @Override
    public String id() {
        return "noop";
    }

    @Override
    public String description() {
        return "no server: measures the harness itself";
    }

    @Override
    public Dialect dialect() {
        return DIALECT;
    }

    @Override
    public Connector connector() {
        return CONNECTOR;
    }

    @Override
    public ErrorPolicy errors() {
        return ERRORS;
    }

    /** A connection that is never closed by anything but {@code close()}, and does nothing. */
    public static Connection connection() {
        boolean[] closed = {false};
        return (Connection) Proxy.newProxyInstance(NoopTarget.class.getClassLoader(), new Class<?>[] {Connection.class},
                (self, m, args) -> switch (m.getName()) {
                    case "isClosed" -> closed[0];
                    case "close" -> {
                        closed[0] = true;
                        yield null;
                    }
                    case "hashCode" -> System.identityHashCode(self);
                    case "equals" -> self == args[0];
                    case "toString" -> "noop connection";
                    default -> throw new UnsupportedOperationException("noop connection: " + m.getName());
                });
    }
}
