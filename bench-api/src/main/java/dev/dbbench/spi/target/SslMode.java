package dev.dbbench.spi.target;

import java.util.Locale;

/** Transport encryption requested by the user; each target maps it to its driver's properties. */
public enum SslMode {
    DISABLE, PREFER, REQUIRE, VERIFY_CA, VERIFY_FULL;

    public String cliName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static SslMode parse(String text) {
        for (SslMode m : values()) {
            if (m.cliName().equalsIgnoreCase(text.trim())) {
                return m;
            }
        }
        throw new IllegalArgumentException("--ssl-mode " + text
                + " is not known; use one of disable, prefer, require, verify-ca, verify-full");
    }
}
