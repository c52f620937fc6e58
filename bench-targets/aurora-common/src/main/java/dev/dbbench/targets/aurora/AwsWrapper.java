package dev.dbbench.targets.aurora;

import java.sql.Driver;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * How dbbench drives the AWS Advanced JDBC Wrapper ({@code jdbc:aws-wrapper:<driver>://}), which sits
 * between dbbench and the real driver and follows Aurora failovers.
 *
 * <p>The plugin set is pinned rather than left to the wrapper's default, so a wrapper upgrade cannot
 * change what a run measures: {@code failover2} reconnects a session to the new writer when the old one
 * fails, {@code efm2} notices a dead host during a long statement, {@code auroraConnectionTracker} closes
 * sessions left on a writer that was demoted. Users change it with {@code --driver-property
 * wrapperPlugins=...} (an empty value turns every plugin off). Against a server that is not Aurora the
 * plugins fall back to the one host in the URL: a killed session is reopened on the same server and
 * reported as a failover (SQLSTATE 08S02), which the engine treats as a lost connection.
 *
 * <p>The wrapper logs each failover at level SEVERE through {@code java.util.logging}, in the middle of
 * the live output; dbbench counts those events itself, so the wrapper's logging is off unless the user
 * sets {@code wrapperLoggerLevel}. Stateless.
 */
public final class AwsWrapper {
    /** Driver property naming the wrapper's plugins. */
    public static final String PLUGINS = "wrapperPlugins";
    /** The wrapper's driver, which every instance shares its services with; it connects through the driver it wraps. */
    public static final Driver DRIVER = new software.amazon.jdbc.Driver();
    public static final String DEFAULT_PLUGINS = "auroraConnectionTracker,failover2,efm2";
    /** Driver property for the wrapper's {@code java.util.logging} level. */
    public static final String LOGGER_LEVEL = "wrapperLoggerLevel";

    private AwsWrapper() {
    }

    /** Adds the wrapper's defaults to {@code p}; the caller's later steps (URL, user properties) may replace them. */
    public static void defaults(Properties p) {
        p.setProperty(PLUGINS, DEFAULT_PLUGINS);
        p.setProperty(LOGGER_LEVEL, "OFF");
    }

    /**
     * What a result records besides the driver properties (which hold the plugins): the wrapper's
     * version and the kind of endpoint the run connected to.
     */
    public static Map<String, String> manifest(String jdbcUrl) {
        Map<String, String> out = new TreeMap<>();
        out.put("jdbc.wrapper", version());
        out.put("aurora.endpoint", AuroraEndpoint.of(AuroraEndpoint.hostOf(jdbcUrl)).kind());
        return out;
    }

    /**
     * Name and release of the wrapper found at run time. A shaded jar's manifest names the application
     * and the JDBC API knows only major.minor, so the release comes from the wrapper's own
     * {@code DriverInfo}, read reflectively because javac would otherwise copy the constant in.
     */
    public static String version() {
        try {
            Object release = software.amazon.jdbc.util.DriverInfo.class.getField("DRIVER_VERSION").get(null);
            return "AWS Advanced JDBC Wrapper " + release;
        } catch (ReflectiveOperationException e) {
            software.amazon.jdbc.Driver driver = new software.amazon.jdbc.Driver();
            return "AWS Advanced JDBC Wrapper " + driver.getMajorVersion() + "." + driver.getMinorVersion();
        }
    }
}
