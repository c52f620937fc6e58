package dev.dbbench.spi.target;

import java.util.Arrays;

/**
 * A password held in memory only. {@link #toString()} never reveals it, so a record that carries a
 * {@code Secret} can be logged or serialised without leaking it.
 */
public final class Secret {
    private static final Secret NONE = new Secret(new char[0]);
    private final char[] value;

    private Secret(char[] value) {
        this.value = value;
    }

    /**
     * Wraps a password.
     *
     * @param value the clear text; null or empty means no password
     * @return the secret; {@link #none()} for null or empty
     */
    public static Secret of(String value) {
        return value == null || value.isEmpty() ? NONE : new Secret(value.toCharArray());
    }

    /**
     * The absent password.
     *
     * @return the one empty secret
     */
    public static Secret none() {
        return NONE;
    }

    /**
     * Whether there is a password.
     *
     * @return true when the password is not empty
     */
    public boolean isPresent() {
        return value.length > 0;
    }

    /**
     * The clear text, for handing to a JDBC driver and nothing else.
     *
     * @return the password; empty when absent
     */
    public String reveal() {
        return new String(value);
    }

    /**
     * Removes every occurrence of the password from {@code text}, for messages that quote driver errors. A password
     * shorter than three characters is left, as it would mask ordinary words.
     *
     * @param text the message; null reads as empty
     * @return the message with the password replaced by {@code ****}
     */
    public String redact(String text) {
        if (text == null || value.length < 3) {
            return text == null ? "" : text;
        }
        return text.replace(reveal(), "****");
    }

    @Override
    public String toString() {
        return isPresent() ? "****" : "";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Secret s && Arrays.equals(s.value, value);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(value);
    }
}
