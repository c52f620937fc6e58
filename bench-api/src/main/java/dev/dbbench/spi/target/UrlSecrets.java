package dev.dbbench.spi.target;

import dev.dbbench.spi.UsageException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * A user-given JDBC URL with its secrets taken out. Users paste URLs such as
 * {@code jdbc:mysql://bob:pw@db:3306/x} or {@code jdbc:postgresql://db/x?password=pw}; the password
 * must reach the driver but never a log line, a manifest or a result file. Targets hand the cleaned
 * URL to the driver and the secrets as driver properties, which JDBC drivers read just like URL
 * parameters, so the connection behaves as the user wrote it.
 *
 * <p>Secrets are the user-info password and every query parameter whose name contains
 * {@code password} (Connector/J's {@code trustCertificateKeyStorePassword}, pgJDBC's
 * {@code sslpassword}, ...). A password in a place this class cannot separate (a Connector/J
 * {@code (host=..,password=..)} section) is refused rather than kept.
 *
 * @param url        the URL without secrets, safe to show and to store
 * @param secrets    the removed values by driver property name, decoded; {@code password} for the user-info one
 * @param parameters names of the properties {@code url} still sets (query parameters, and {@code user}
 *                   for {@code user@host}), so a target does not set a property the user already chose
 */
public record UrlSecrets(String url, Map<String, String> secrets, Set<String> parameters) {

    /**
     * Copies the secrets and parameters, the parameter names compared without case.
     *
     * @param url        the URL without secrets
     * @param secrets    the removed values by driver property name
     * @param parameters names of the properties {@code url} still sets
     */
    public UrlSecrets {
        secrets = Collections.unmodifiableMap(new LinkedHashMap<>(secrets));
        TreeSet<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        names.addAll(parameters);
        parameters = Collections.unmodifiableSet(names);
    }

    /**
     * The URL a target connects to: the user's {@code --url} split from its secrets, else one built from host, port
     * and database. With a Unix socket the host is {@code localhost}, the name socket factories answer for.
     *
     * @param spec           where to connect, as the user gave it
     * @param urlPrefix      the target's URL start, e.g. {@code jdbc:mysql://}
     * @param defaultPort    the port used when {@code spec} gives 0
     * @param targetId       the target's id, for the message when the URL is for another scheme
     * @param plusMeansSpace whether the driver decodes {@code +} in query parameters as a space
     * @return the URL and its secrets
     * @throws dev.dbbench.spi.UsageException when the URL is not for this target's scheme, or holds a password this
     *         class cannot separate
     */
    public static UrlSecrets forTarget(dev.dbbench.spi.target.ConnectionSpec spec, String urlPrefix, int defaultPort, String targetId,
                                       boolean plusMeansSpace) {
        if (spec.url().isPresent()) {
            UrlSecrets user = split(spec.url().get(), plusMeansSpace);
            String scheme = urlPrefix.substring(0, urlPrefix.length() - 2);
            if (!user.url().startsWith(scheme)) {
                throw new UsageException("--url " + user.url() + " is not a URL for target " + targetId
                        + "; it must start with " + scheme);
            }
            return user;
        }
        String host = spec.socket().isPresent() ? "localhost"
                : spec.host().indexOf(':') >= 0 && !spec.host().startsWith("[") ? "[" + spec.host() + "]" : spec.host();
        int port = spec.port() == 0 ? defaultPort : spec.port();
        String db = java.net.URLEncoder.encode(spec.database() == null ? "" : spec.database(), StandardCharsets.UTF_8).replace("+", "%20");
        return new UrlSecrets(urlPrefix + host + ":" + port + "/" + db, Map.of(), Set.of());
    }

    /**
     * Splits {@code url} into the URL without secrets and the secrets.
     *
     * @param url            a JDBC URL as the user gave it
     * @param plusMeansSpace whether the target's driver decodes {@code +} as a space (pgJDBC does,
     *                       Connector/J keeps it), so a secret decodes exactly as the driver would
     * @return the parts
     * @throws dev.dbbench.spi.UsageException when a password sits in a host section, where it cannot be separated
     */
    public static UrlSecrets split(String url, boolean plusMeansSpace) {
        int q = url.indexOf('?');
        String base = q < 0 ? url : url.substring(0, q);
        Map<String, String> secrets = new LinkedHashMap<>();
        Set<String> parameters = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        base = stripUserInfo(base, secrets, parameters, plusMeansSpace);
        if (base.toLowerCase(Locale.ROOT).contains("password=")) {
            throw new UsageException("--url holds a password inside a host section; remove it from the URL"
                    + " and give it with --password-env or --password-file");
        }
        StringBuilder kept = new StringBuilder();
        if (q >= 0) {
            for (String pair : url.substring(q + 1).split("&")) {
                if (pair.isEmpty()) {
                    continue;
                }
                int eq = pair.indexOf('=');
                String key = eq < 0 ? pair : pair.substring(0, eq);
                if (key.toLowerCase(Locale.ROOT).contains("password")) {
                    secrets.put(key, decode(eq < 0 ? "" : pair.substring(eq + 1), plusMeansSpace));
                } else {
                    parameters.add(key);
                    kept.append(kept.length() == 0 ? '?' : '&').append(pair);
                }
            }
        }
        return new UrlSecrets(base + kept, secrets, parameters);
    }

    /**
     * Whether the user's URL already sets {@code property}, compared without case, so a default never competes with
     * the user's spelling.
     *
     * @param property a driver property name
     * @return true when the URL or its secrets set it
     */
    public boolean sets(String property) {
        return parameters.contains(property) || secrets.containsKey(property);
    }

    /**
     * Lays the user's choices over a target's default driver properties {@code p}, lowest first:
     * whatever this URL sets (the default for that key is dropped), the secrets taken out of it, the
     * {@code --password} of {@code spec}, and its explicit driver properties.
     *
     * @param p    the target's default properties, changed in place
     * @param spec the connection the properties are for
     */
    public void overlay(Properties p, dev.dbbench.spi.target.ConnectionSpec spec) {
        p.stringPropertyNames().stream().filter(this::sets).forEach(p::remove);
        secrets.forEach(p::setProperty);
        if (spec.password().isPresent()) {
            p.setProperty("password", spec.password().reveal());
        }
        spec.properties().forEach(p::setProperty);
    }

    /** Takes the password out of {@code user:password@host}; a user named there counts as a set {@code user}. */
    private static String stripUserInfo(String base, Map<String, String> secrets, Set<String> parameters,
            boolean plusMeansSpace) {
        int start = base.indexOf("//");
        if (start < 0) {
            return base;
        }
        start += 2;
        int end = base.indexOf('/', start);
        String authority = end < 0 ? base.substring(start) : base.substring(start, end);
        int at = authority.lastIndexOf('@');
        if (at < 0) {
            return base;
        }
        parameters.add("user");
        int colon = authority.indexOf(':');
        if (colon < 0 || colon > at) {
            return base;
        }
        secrets.put("password", decode(authority.substring(colon + 1, at), plusMeansSpace));
        return base.substring(0, start + colon) + base.substring(start + at);
    }

    /** Percent-decoding that never throws: a malformed escape is kept as written. */
    static String decode(String text, boolean plusMeansSpace) {
        if (text.indexOf('%') < 0 && (!plusMeansSpace || text.indexOf('+') < 0)) {
            return text;
        }
        ByteBuffer bytes = ByteBuffer.allocate(text.length() * 4);
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (cp == '%' && i + 2 < text.length() && hex(text.charAt(i + 1)) >= 0 && hex(text.charAt(i + 2)) >= 0) {
                bytes.put((byte) (hex(text.charAt(i + 1)) * 16 + hex(text.charAt(i + 2))));
                i += 3;
                continue;
            }
            if (cp == '+' && plusMeansSpace) {
                bytes.put((byte) ' ');
            } else {
                bytes.put(new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8));
            }
            i += Character.charCount(cp);
        }
        return new String(bytes.array(), 0, bytes.position(), StandardCharsets.UTF_8);
    }

    private static int hex(char ch) {
        return Character.digit(ch, 16);
    }
}
