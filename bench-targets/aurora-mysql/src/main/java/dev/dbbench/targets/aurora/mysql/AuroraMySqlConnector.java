package dev.dbbench.targets.aurora.mysql;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.targets.aurora.AwsWrapper;
import dev.dbbench.targets.mysql.MySqlConnector;
import java.sql.Driver;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * How the aurora-mysql target connects: the AWS wrapper ({@code jdbc:aws-wrapper:mysql://}) over Connector/J.
 * Connector/J's properties, which the wrapper hands on to the driver it wraps, plus the wrapper's own
 * ({@link AwsWrapper#defaults}). TLS, Unix sockets and timeouts are Connector/J's and inherited.
 */
public class AuroraMySqlConnector extends MySqlConnector {

    public AuroraMySqlConnector() {
        super("aurora-mysql", "jdbc:aws-wrapper:mysql://", 3306);
    }

    /** The AWS wrapper, which hands each connection on to the driver of the URL it wraps. */
    @Override
    public Driver driver() {
        return AwsWrapper.DRIVER;
    }

    @Override
    protected void session(Properties p) {
        super.session(p);
        AwsWrapper.defaults(p);
    }

    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>(super.manifest(spec, psMode));
        out.putAll(AwsWrapper.manifest(jdbcUrl(spec)));
        return out;
    }
}
