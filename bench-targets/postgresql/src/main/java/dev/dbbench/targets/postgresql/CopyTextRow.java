package dev.dbbench.targets.postgresql;

import dev.dbbench.sql.TabSeparatedRow;

/**
 * Rows in COPY's text format, which reserves just the four characters every tab-separated format
 * escapes. Not thread-safe: one per loading call.
 */
final class CopyTextRow extends TabSeparatedRow {

    CopyTextRow(int capacity) {
        super(capacity);
    }
}
