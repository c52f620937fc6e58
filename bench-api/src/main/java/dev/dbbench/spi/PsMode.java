package dev.dbbench.spi;

import java.util.Locale;

/**
 * sysbench's {@code --db-ps-mode}: {@code AUTO} uses server-side prepared statements, {@code DISABLE}
 * sends every statement as text. It changes results, so it is recorded in every manifest.
 */
public enum PsMode {
    AUTO, DISABLE;

    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static PsMode parse(String text) {
        for (PsMode m : values()) {
            if (m.cliName().equalsIgnoreCase(text.trim())) {
                return m;
            }
        }
        throw new IllegalArgumentException("--ps-mode " + text + " is not known; use auto or disable");
    }
}
