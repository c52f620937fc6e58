package dev.dbbench.workloads.file;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.sql.text.SqlSyntax;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A dialect for unit tests that answers to the names it is given (mysql, postgresql) and keeps the rows its bulk
 * loader is handed, by table, instead of sending them.
 */
final class RecordingDialect implements Dialect {
    final Map<String, List<List<Object>>> loaded = new ConcurrentHashMap<>();
    private final List<String> names;
    private final boolean keyAfterLoad;

    RecordingDialect(boolean keyAfterLoad, String... names) {
        this.names = List.of(names);
        this.keyAfterLoad = keyAfterLoad;
    }

    static RecordingDialect mysql() {
        return new RecordingDialect(false, "mysql");
    }

    static RecordingDialect postgresql() {
        return new RecordingDialect(true, "postgresql");
    }

    @Override
    public List<String> names() {
        return names;
    }

    @Override
    public List<SqlSyntax> syntaxes() {
        return names.contains("postgresql") ? SqlSyntax.POSTGRESQL_MODES : SqlSyntax.MYSQL_MODES;
    }

    /** PostgreSQL's one refusal, so that the check before a run can be seen without its target. */
    @Override
    public java.util.Optional<String> refusesText(CharSequence value) {
        if (names.contains("postgresql") && value.toString().indexOf(0) >= 0) {
            return java.util.Optional.of("a NUL character (U+0000), which PostgreSQL text cannot hold");
        }
        return Dialect.super.refusesText(value);
    }

    @Override
    public String autoIncrementInt() {
        return keyAfterLoad ? "SERIAL" : "INTEGER NOT NULL AUTO_INCREMENT";
    }

    @Override
    public boolean primaryKeyAfterLoad() {
        return keyAfterLoad;
    }

    @Override
    public String resetSequence(String table, String column) {
        return keyAfterLoad ? "SELECT setval(pg_get_serial_sequence('" + table + "', '" + column + "'), max(" + column + ")) FROM "
                + table : "";
    }

    @Override
    public BulkLoader bulkLoader(LoadReport report) {
        return (connection, table, columns, rows) -> {
            List<List<Object>> into = loaded.computeIfAbsent(table, t -> Collections.synchronizedList(new ArrayList<>()));
            long n = 0;
            while (true) {
                List<Object> row = new ArrayList<>();
                BulkLoader.RowWriter writer = new BulkLoader.RowWriter() {
                    @Override
                    public void integer(long value) {
                        row.add(value);
                    }

                    @Override
                    public void text(CharSequence value) {
                        row.add(value.toString());
                    }
                };
                if (!rows.next(writer)) {
                    return n;
                }
                into.add(row);
                n++;
            }
        };
    }
}
