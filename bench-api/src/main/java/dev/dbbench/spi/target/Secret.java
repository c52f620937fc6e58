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

    public static Secret of(String value) {
        return value == null || value.isEmpty() ? NONE : new Secret(value.toCharArray());
    }

    public static Secret none() {
        return NONE;
    }

    public boolean isPresent() {
        return value.length > 0;
    }

    /** The clear text, for handing to a JDBC driver and nothing else. */
    public String reveal() {
        return new String(value);
    }

    /** Removes every occurrence of the password from {@code text}, for messages that quote driver errors. */
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
