package dev.dbbench.workloads;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.FlatDialect;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A dialect for unit tests: MySQL-like or PostgreSQL-like key handling, and a bulk loader that keeps
 * the rows it is given instead of sending them, so tests can check what prepare would load.
 */
public final class TestDialect extends FlatDialect {
    /** A loaded row: table, id, k, c, pad. */
    public record Row(String table, long id, long k, String c, String pad) {
    }

    public final List<Row> loaded = Collections.synchronizedList(new ArrayList<>());
    private final boolean mysqlLike;

    private TestDialect(boolean mysqlLike) {
        this.mysqlLike = mysqlLike;
    }

    public static TestDialect mysqlLike() {
        return new TestDialect(true);
    }

    public static TestDialect postgresLike() {
        return new TestDialect(false);
    }

    @Override
    public String autoIncrementInt() {
        return mysqlLike ? "INTEGER NOT NULL AUTO_INCREMENT" : "SERIAL";
    }

    @Override
    public String tableOptions(String userOptions) {
        String engine = mysqlLike ? " ENGINE=InnoDB" : "";
        return userOptions.isBlank() ? engine : engine + " " + userOptions;
    }

    @Override
    public boolean zeroGeneratesKey() {
        return mysqlLike;
    }

    @Override
    public boolean primaryKeyAfterLoad() {
        return !mysqlLike;
    }

    @Override
    public String resetSequence(String table, String column) {
        return mysqlLike ? "" : "SELECT setval(pg_get_serial_sequence('" + table + "', '" + column + "'), max(" + column + ")) FROM " + table;
    }

    /** The loader tests hand their prepare: it keeps the rows instead of sending them. */
    public BulkLoader bulkLoader(dev.dbbench.spi.LoadReport report) {
        return (Connection connection, String table, List<String> columns, BulkLoader.RowSource rows) -> {
            long[] ints = new long[2];
            String[] texts = new String[2];
            int[] at = {0, 0};
            BulkLoader.RowWriter writer = new BulkLoader.RowWriter() {
                @Override
                public void integer(long value) {
                    ints[at[0]++] = value;
                }

                @Override
                public void text(CharSequence value) {
                    texts[at[1]++] = value.toString();
                }
            };
            long n = 0;
            while (true) {
                at[0] = 0;
                at[1] = 0;
                if (!rows.next(writer)) {
                    return n;
                }
                loaded.add(new Row(table, ints[0], ints[1], texts[0], texts[1]));
                n++;
            }
        };
    }
}
