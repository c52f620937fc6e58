package dev.dbbench.targets.mysql;

import dev.dbbench.sql.TabSeparatedRow;

/**
 * Rows in {@code LOAD DATA}'s default text format (tab between fields, newline after a row, backslash escapes),
 * which {@link LocalInfileLoader#FORMAT} names in the statement so that the session's sql_mode cannot change it.
 * Not thread-safe: one per load.
 */
final class InfileRow extends TabSeparatedRow {

    InfileRow(int capacity) {
        super(capacity);
    }

    /**
     * Besides what ends a field or row and the escape character itself (so that {@code \N} is never read
     * as NULL), NUL, which the server reads back from {@code \0}.
     */
    @Override
    protected char escape(char ch) {
        return ch == '\0' ? '0' : super.escape(ch);
    }
}
