package dev.dbbench.spi;

import java.util.Map;
import java.util.TreeMap;

/**
 * What a server says about itself: product, version and the settings that explain performance
 * differences (seed 000's parameter table). A setting the server does not have is absent from
 * {@code settings}, never an error.
 */
public record ServerInfo(String product, String version, Map<String, String> settings) {
    public ServerInfo {
        settings = java.util.Collections.unmodifiableMap(new TreeMap<>(settings));
    }

    public static ServerInfo unknown() {
        return new ServerInfo("unknown", "unknown", Map.of());
    }
}
