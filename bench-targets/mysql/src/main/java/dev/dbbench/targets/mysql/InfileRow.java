package dev.dbbench.targets.mysql;

import dev.dbbench.sql.TabSeparatedRow;

/**
 * Rows in {@code LOAD DATA}'s default text format. The server's defaults are used on purpose:
 * spelling them out ({@code '\t'}) in the statement would mean something else under
 * {@code NO_BACKSLASH_ESCAPES}. Not thread-safe: one per load.
 */
final class InfileRow extends TabSeparatedRow {

    InfileRow(int capacity) {
        super(capacity);
    }

    /**
     * Escapes what would end a field or row, the escape character itself (so that {@code \N} is never
     * read as NULL), and NUL and carriage return, which the server reads back from {@code \0} and {@code \r}.
     */
    @Override
    protected char escape(char ch) {
        return switch (ch) {
            case '\\' -> '\\';
            case '\t' -> 't';
            case '\n' -> 'n';
            case '\r' -> 'r';
            case '\0' -> '0';
            default -> 0;
        };
    }
}
