package dev.dbbench.workloads.file;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.spi.FlatDialect;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A dialect for unit tests that answers to the names it is given (mysql, postgresql) and keeps the rows its bulk
 * loader is handed, by table, instead of sending them.
 */
final class RecordingDialect extends FlatDialect {
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
    public java.util.OptionalInt refusedCharacter(CharSequence value) {
        if (names.contains("postgresql") && value.toString().indexOf(0) >= 0) {
            return java.util.OptionalInt.of(0);
        }
        return super.refusedCharacter(value);
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

    /** The loader tests hand their prepare: it keeps the rows instead of sending them. */
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
