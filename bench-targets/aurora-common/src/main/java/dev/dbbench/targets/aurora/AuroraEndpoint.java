package dev.dbbench.targets.aurora;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which kind of Aurora endpoint a host name is. Results from the writer (cluster) endpoint, the
 * reader endpoint and one instance's endpoint are not comparable, so every run records the kind.
 * Anything that is not an RDS name (an address, a private DNS alias, a local test server) is
 * {@code other}.
 *
 * @param kind {@code writer}, {@code reader}, {@code custom}, {@code instance}, {@code proxy} or {@code other}
 */
public record AuroraEndpoint(String kind) {
    private static final Pattern RDS = Pattern.compile(".+\\.rds\\.amazonaws\\.com(\\.cn)?\\.?");

    public static AuroraEndpoint of(String host) {
        String h = host == null ? "" : host.toLowerCase(Locale.ROOT);
        if (!RDS.matcher(h).matches()) {
            return new AuroraEndpoint("other");
        }
        String[] labels = h.split("\\.");
        String second = labels.length > 1 ? labels[1] : "";
        if (second.startsWith("cluster-ro-")) {
            return new AuroraEndpoint("reader");
        }
        if (second.startsWith("cluster-custom-")) {
            return new AuroraEndpoint("custom");
        }
        if (second.startsWith("cluster-")) {
            return new AuroraEndpoint("writer");
        }
        if (second.startsWith("proxy-")) {
            return new AuroraEndpoint("proxy");
        }
        return new AuroraEndpoint("instance");
    }

    /** The host of a JDBC URL such as {@code jdbc:aws-wrapper:mysql://user@host:3306/db}; empty when it has none. */
    public static String hostOf(String jdbcUrl) {
        int start = jdbcUrl.indexOf("//");
        if (start < 0) {
            return "";
        }
        String authority = jdbcUrl.substring(start + 2).split("[/?]", 2)[0];
        String hostPort = authority.substring(authority.lastIndexOf('@') + 1);
        if (hostPort.startsWith("[")) {
            int close = hostPort.indexOf(']');
            return close < 0 ? hostPort : hostPort.substring(0, close + 1);
        }
        return hostPort.split("[:,]", 2)[0];
    }
}
