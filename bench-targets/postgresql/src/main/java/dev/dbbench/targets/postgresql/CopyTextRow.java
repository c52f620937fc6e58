package dev.dbbench.targets.postgresql;

import dev.dbbench.sql.TabSeparatedRow;

/**
 * Rows in COPY's text format, which reserves four characters (backslash, tab, newline, carriage
 * return) and reads each back from a backslash and a letter. Not thread-safe: one per loading call.
 */
final class CopyTextRow extends TabSeparatedRow {

    CopyTextRow(int capacity) {
        super(capacity);
    }

    @Override
    protected char escape(char ch) {
        return switch (ch) {
            case '\\' -> '\\';
            case '\t' -> 't';
            case '\n' -> 'n';
            case '\r' -> 'r';
            default -> 0;
        };
    }
}
