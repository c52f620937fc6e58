package dev.dbbench.sql;

import dev.dbbench.spi.UsageException;
import java.util.regex.Pattern;

/**
 * Names that end up inside SQL text (table prefixes, database names) are checked against a strict
 * pattern instead of being escaped, so no option value can inject SQL.
 */
public final class Identifiers {
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");
    // Table options may hold clauses like PARTITION BY HASH(id) PARTITIONS 8 but no statement separators,
    // quotes or comments.
    private static final Pattern TABLE_OPTIONS = Pattern.compile("[A-Za-z0-9_ ,()=.]*");

    private Identifiers() {
    }

    /**
     * Checks a name that goes into SQL text unquoted.
     *
     * @param option the option that gave it, for the message
     * @param value  the name
     * @return {@code value}, unchanged
     * @throws dev.dbbench.spi.UsageException when it is not letters, digits and {@code _}, starting with a letter or
     *         {@code _}, at most 63 long
     */
    public static String name(String option, String value) {
        if (value == null || !NAME.matcher(value).matches()) {
            throw new UsageException(option + " '" + value + "' is not a valid SQL name; use letters, digits and _ (starting with a letter or _, at most 63)");
        }
        return value;
    }

    /**
     * Checks table options that go into {@code CREATE TABLE} text.
     *
     * @param option the option that gave them, for the message
     * @param value  the options, e.g. {@code PARTITION BY HASH(id) PARTITIONS 8}
     * @return {@code value} without surrounding blanks
     * @throws dev.dbbench.spi.UsageException when it holds quotes, semicolons, comments or other characters outside
     *         letters, digits, spaces and {@code _ , ( ) = .}
     */
    public static String tableOptions(String option, String value) {
        if (value == null || !TABLE_OPTIONS.matcher(value).matches()) {
            throw new UsageException(option + " '" + value + "' may hold only letters, digits, spaces and the characters _ , ( ) = . (remove quotes, semicolons and comments)");
        }
        return value.trim();
    }
}
