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
