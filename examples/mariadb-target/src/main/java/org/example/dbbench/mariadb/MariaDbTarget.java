package org.example.dbbench.mariadb;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.target.ServerInspector;
import dev.dbbench.spi.target.Target;
import java.util.Set;

/**
 * A {@code mariadb-example} target on MariaDB Connector/J 4.x, written against dbbench's plugin API alone. Found by
 * {@link java.util.ServiceLoader} through {@code META-INF/services/dev.dbbench.spi.target.Target}, so it has a public
 * no-argument constructor. It names its roles; one instance of each serves every worker thread, so none keeps state.
 */
public final class MariaDbTarget implements Target {
    // sysbench's ignore list for MySQL-family servers (deadlock, record changed, lock wait timeout); the default
    // rules know this driver's lost connections (SQLSTATE class 08, a killed session's SQLTimeoutException).
    private static final ErrorPolicy ERRORS = () -> Set.of("1213", "1020", "1205");
    private final Dialect dialect = new MariaDbDialect();
    private final Connector connector = new MariaDbConnector();
    private final ServerInspector inspector = new MariaDbInspector();

    @Override
    public String id() {
        return "mariadb-example";
    }

    @Override
    public String description() {
        return "MariaDB (MariaDB Connector/J) - example plugin";
    }

    @Override
    public Dialect dialect() {
        return dialect;
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
