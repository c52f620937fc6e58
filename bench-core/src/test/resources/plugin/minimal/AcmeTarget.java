package com.example;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.SchemaSql;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Connector;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.target.UrlSecrets;
import java.sql.Driver;
import java.util.Properties;
import java.util.Set;

public final class AcmeTarget implements Target {
    private static final ErrorPolicy ERRORS = () -> Set.of("40001");   // ignored by default: serialization failure
    private static final SchemaSql SCHEMA = () -> "INTEGER GENERATED ALWAYS AS IDENTITY";
    private static final Dialect DIALECT = () -> SCHEMA;
    private final Connector connector = new AcmeConnector();

    @Override public String id() { return "acme"; }
    @Override public String description() { return "AcmeDB (Acme JDBC driver)"; }
    @Override public Dialect dialect() { return DIALECT; }
    @Override public Connector connector() { return connector; }
    @Override public ErrorPolicy errors() { return ERRORS; }
}

final class AcmeConnector implements Connector {
    private static final Driver DRIVER = new com.acme.jdbc.Driver();   // the driver inside this plugin's jar

    @Override public int defaultPort() { return 7000; }
    @Override public Driver driver() { return DRIVER; }

    @Override public String jdbcUrl(ConnectionSpec spec) {
        return url(spec).url();
    }

    @Override public Properties driverProperties(ConnectionSpec spec, PsMode psMode) {
        Properties p = new Properties();
        p.setProperty("user", spec.user());
        p.setProperty("connectTimeout", Long.toString(spec.connectTimeout().toMillis()));
        p.setProperty("socketTimeout", Long.toString(spec.socketTimeout().toMillis()));
        url(spec).overlay(p, spec);          // the user's URL, password and --driver-property win
        return p;
    }

    private UrlSecrets url(ConnectionSpec spec) {
        return UrlSecrets.forTarget(spec, "jdbc:acme://", defaultPort(), "acme", false);
    }
}
