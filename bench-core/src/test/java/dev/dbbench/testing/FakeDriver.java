package dev.dbbench.testing;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;

/** A JDBC driver for tests whose every connection comes from a source, whatever the URL. */
public final class FakeDriver {
    private FakeDriver() {
    }

    /** Opens one connection. */
    @FunctionalInterface
    public interface Source {
        Connection open() throws SQLException;
    }

    /** A driver that accepts every URL and connects through {@code source}. */
    public static Driver of(Source source) {
        return (Driver) Proxy.newProxyInstance(FakeDriver.class.getClassLoader(), new Class<?>[] {Driver.class},
                (self, m, args) -> switch (m.getName()) {
                    case "connect" -> source.open();
                    case "acceptsURL" -> true;
                    case "getPropertyInfo" -> new DriverPropertyInfo[0];
                    case "getMajorVersion" -> 1;
                    case "getMinorVersion", "hashCode" -> 0;
                    case "jdbcCompliant" -> false;
                    case "equals" -> self == args[0];
                    case "toString" -> "fake driver";
                    default -> throw new SQLFeatureNotSupportedException(m.getName());
                });
    }
}
