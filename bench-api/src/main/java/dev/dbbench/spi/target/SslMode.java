package dev.dbbench.spi.target;

import java.util.Locale;

/** Transport encryption requested by the user; each target maps it to its driver's properties. */
public enum SslMode {
    /** No encryption. */
    DISABLE,
    /** Encrypt when the server offers it, else connect in clear. */
    PREFER,
    /** Encrypt, without checking the server's certificate. */
    REQUIRE,
    /** Encrypt, and check that a trusted CA signed the server's certificate. */
    VERIFY_CA,
    /** Encrypt, check the certificate's CA, and that it names the host connected to. */
    VERIFY_FULL;

    /**
     * The mode as {@code --ssl-mode} spells it.
     *
     * @return the name in lower case with hyphens, e.g. {@code verify-ca}
     */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Reads a {@code --ssl-mode} value.
     *
     * @param text the value as the user typed it, case and surrounding blanks ignored; never null
     * @return the mode
     * @throws IllegalArgumentException when {@code text} names no mode; the message lists the valid ones
     */
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
