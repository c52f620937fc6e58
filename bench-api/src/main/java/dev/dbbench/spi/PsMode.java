package dev.dbbench.spi;

import java.util.Locale;

/**
 * sysbench's {@code --db-ps-mode}: {@code AUTO} uses server-side prepared statements, {@code DISABLE}
 * sends every statement as text. It changes results, so it is recorded in every manifest.
 */
public enum PsMode {
    /** Server-side prepared statements where the client can use them. */
    AUTO,
    /** Every statement sent as text. */
    DISABLE;

    /**
     * The mode as {@code --ps-mode} spells it.
     *
     * @return {@code auto} or {@code disable}
     */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads a {@code --ps-mode} value.
     *
     * @param text the value as the user typed it, case and surrounding blanks ignored; never null
     * @return the mode
     * @throws IllegalArgumentException when {@code text} names no mode; the message lists the valid ones
     */
    public static PsMode parse(String text) {
        for (PsMode m : values()) {
            if (m.cliName().equalsIgnoreCase(text.trim())) {
                return m;
            }
        }
        throw new IllegalArgumentException("--ps-mode " + text + " is not known; use auto or disable");
    }
}
