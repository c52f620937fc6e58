package dev.dbbench.result;

import java.util.Map;
import java.util.TreeMap;

/**
 * What a server says about itself: product, version and the settings that explain performance
 * differences, listed side by side when results are compared. A setting the server does not have is absent from
 * {@code settings}, never an error.
 *
 * @param product  the product's name, e.g. {@code MySQL}
 * @param version  the product's version as the server reports it
 * @param settings the settings that explain performance, by name
 */
public record ServerInfo(String product, String version, Map<String, String> settings) {
    /**
     * Settings key for how the session that read the settings is encrypted, e.g. {@code TLSv1.3 TLS_AES_256_GCM_SHA384},
     * or {@code off}. The result's manifest copies it to {@code tls.session}, so a published result says whether it
     * ran encrypted; a target that can tell should set it.
     */
    public static final String SESSION_TLS = "session.tls";

    /**
     * Copies the settings, sorted by name.
     *
     * @param product  the product's name, e.g. {@code MySQL}
     * @param version  the product's version as the server reports it
     * @param settings the settings that explain performance, by name
     */
    public ServerInfo {
        settings = java.util.Collections.unmodifiableMap(new TreeMap<>(settings));
    }

    /**
     * A server that told nothing.
     *
     * @return product and version {@code unknown}, no settings
     */
    public static ServerInfo unknown() {
        return new ServerInfo("unknown", "unknown", Map.of());
    }
}
