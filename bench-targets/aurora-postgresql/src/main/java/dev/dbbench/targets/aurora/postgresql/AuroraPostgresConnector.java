package dev.dbbench.targets.aurora.postgresql;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.targets.aurora.AwsWrapper;
import dev.dbbench.targets.postgresql.PostgresConnector;
import java.sql.Driver;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * How the aurora-postgresql target connects: the AWS wrapper ({@code jdbc:aws-wrapper:postgresql://}) over pgJDBC.
 * pgJDBC's properties, which the wrapper hands on to the driver it wraps, plus the wrapper's own
 * ({@link AwsWrapper#defaults}). TLS and Unix sockets are pgJDBC's and inherited; timeouts are not.
 */
public class AuroraPostgresConnector extends PostgresConnector {
    private static final List<String> TIMEOUTS = List.of("connectTimeout", "loginTimeout", "socketTimeout");

    public AuroraPostgresConnector() {
        super("aurora-postgresql", "jdbc:aws-wrapper:postgresql://");
    }

    /** The AWS wrapper, which hands each connection on to the driver of the URL it wraps. */
    @Override
    public Driver driver() {
        return AwsWrapper.DRIVER;
    }

    /** The manifest of the postgresql target, timeouts in its units, plus the wrapper's own settings. */
    @Override
    public Map<String, String> manifest(ConnectionSpec spec, PsMode psMode) {
        Map<String, String> out = new TreeMap<>(super.manifest(spec, psMode));
        timeoutsInSeconds(out);
        out.putAll(AwsWrapper.manifest(jdbcUrl(spec)));
        return out;
    }

    /**
     * The wrapper reads {@code connectTimeout}, {@code loginTimeout} and {@code socketTimeout} in
     * milliseconds and hands pgJDBC whole seconds, truncated. pgJDBC's own seconds would reach the driver
     * as 0, which means no limit at all, so the limits go in milliseconds, rounded up to whole seconds
     * first so that the wrapper's truncation loses nothing.
     */
    @Override
    protected void timeouts(ConnectionSpec spec, Properties p) {
        String connect = wholeSecondsInMillis(spec.connectTimeout());
        p.setProperty("connectTimeout", connect);
        p.setProperty("loginTimeout", connect);
        p.setProperty("socketTimeout", wholeSecondsInMillis(spec.socketTimeout()));
    }

    /**
     * The manifest's {@code driver.*} timeouts as pgJDBC gets them from the wrapper, in whole seconds: the unit and
     * keys the postgresql target records, so that results of the two compare (10000 ms is recorded as 10). A value
     * that is not a number (a user's property the wrapper will refuse) stays as given.
     */
    static void timeoutsInSeconds(Map<String, String> manifest) {
        for (String key : TIMEOUTS) {
            manifest.computeIfPresent("driver." + key, (k, millis) -> {
                try {
                    return Long.toString(Long.parseLong(millis.trim()) / 1000);
                } catch (NumberFormatException e) {
                    return millis;
                }
            });
        }
    }

    private static String wholeSecondsInMillis(Duration d) {
        long seconds = Long.parseLong(seconds(d));
        return Long.toString(Math.min(seconds * 1000, Integer.MAX_VALUE));
    }

    @Override
    protected void session(Properties p) {
        super.session(p);
        AwsWrapper.defaults(p);
    }
}
