package dev.dbbench.targets.aurora.postgresql;

import dev.dbbench.targets.aurora.AwsWrapper;
import dev.dbbench.targets.postgresql.PostgresDriverProperties;
import java.util.Properties;

/**
 * pgJDBC's properties, which the AWS wrapper hands on to the driver it wraps, plus the wrapper's own
 * ({@link AwsWrapper#defaults}). TLS, Unix sockets and timeouts are pgJDBC's and inherited.
 */
public class AuroraPostgresDriverProperties extends PostgresDriverProperties {

    @Override
    protected void session(Properties p) {
        super.session(p);
        AwsWrapper.defaults(p);
    }
}
