package dev.dbbench.targets.aurora.mysql;

import dev.dbbench.targets.aurora.AwsWrapper;
import dev.dbbench.targets.mysql.MySqlDriverProperties;
import java.util.Properties;

/**
 * Connector/J's properties, which the AWS wrapper hands on to the driver it wraps, plus the wrapper's
 * own ({@link AwsWrapper#defaults}). TLS, Unix sockets and timeouts are Connector/J's and inherited.
 */
public class AuroraMySqlDriverProperties extends MySqlDriverProperties {

    @Override
    protected void session(Properties p) {
        super.session(p);
        AwsWrapper.defaults(p);
    }
}
