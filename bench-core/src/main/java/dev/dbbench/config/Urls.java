package dev.dbbench.config;

import java.util.regex.Pattern;

/**
 * Removes credentials from a JDBC URL before it is printed or stored: a password given inside a URL
 * is accepted for connecting but must never reach a result folder or a terminal.
 */
public final class Urls {
    private static final Pattern PARAM = Pattern.compile("(?i)([?&;])(password|passwd|pwd)=[^&;]*");
    private static final Pattern USERINFO = Pattern.compile("(//[^/@:?]+):[^/@?]*@");

    private Urls() {
    }

    public static String redact(String url) {
        String out = PARAM.matcher(url).replaceAll("$1$2=****");
        return USERINFO.matcher(out).replaceAll("$1:****@");
    }

    /**
     * The database a JDBC URL names: the path after {@code //host:port/} up to {@code ?}, or the
     * {@code jdbc:postgresql:name} short form, percent-decoded as the drivers decode it. Empty when the
     * URL names none, in which case the driver picks its own default.
     */
    public static java.util.Optional<String> database(String url) {
        int q = url.indexOf('?');
        String base = q < 0 ? url : url.substring(0, q);
        int slashes = base.indexOf("//");
        String path;
        if (slashes >= 0) {
            int slash = base.indexOf('/', slashes + 2);
            path = slash < 0 ? "" : base.substring(slash + 1);
        } else {
            // jdbc:postgresql:name, jdbc:postgresql:/ and the like.
            path = base.substring(base.lastIndexOf(':') + 1);
            path = path.startsWith("/") ? "" : path;
        }
        if (path.isEmpty()) {
            return java.util.Optional.empty();
        }
        try {
            // '+' stays itself: only percent escapes are decoded in a URL path.
            return java.util.Optional.of(java.net.URLDecoder.decode(path.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8));
        } catch (IllegalArgumentException malformedEscape) {
            return java.util.Optional.of(path);
        }
    }

    /** The password inside a URL, if any, so that it can also be scrubbed from driver messages. */
    public static java.util.Optional<String> password(String url) {
        var m = Pattern.compile("(?i)[?&;](?:password|passwd|pwd)=([^&;]*)").matcher(url);
        if (m.find()) {
            return java.util.Optional.of(m.group(1));
        }
        var u = Pattern.compile("//[^/@:?]+:([^/@?]*)@").matcher(url);
        return u.find() ? java.util.Optional.of(u.group(1)) : java.util.Optional.empty();
    }
}
