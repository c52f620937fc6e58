package dev.dbbench.workloads.file;

import dev.dbbench.spi.Dialect;
import dev.dbbench.workloads.file.spec.ColumnSpec;
import dev.dbbench.workloads.file.spec.PerDialect;
import dev.dbbench.workloads.file.spec.SqlTemplate;
import dev.dbbench.workloads.file.spec.TableSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The DDL of a workload file's table on one server: the file's own {@code CREATE TABLE} where it gives one for that
 * server, else one built from the columns, with the primary key inline unless the server builds it faster after
 * the load ({@link dev.dbbench.spi.SchemaSql#primaryKeyAfterLoad()}); a {@code primary_key} the file's own DDL lacks is added to it
 * ({@link FileDataset}). Options are written in as in statements ({@code ${partitions}}).
 */
final class Ddl {
    private final Dialect dialect;
    private final Map<String, String> options;

    Ddl(Dialect dialect, Map<String, String> options) {
        this.dialect = dialect;
        this.options = options;
    }

    /** Whether the file gives its own CREATE TABLE for this server, which then holds its keys itself. */
    boolean custom(TableSpec t) {
        return t.ddl().flatMap(d -> d.find(dialect)).isPresent();
    }

    String createTable(TableSpec t) {
        if (custom(t)) {
            return render(t.ddl().orElseThrow());
        }
        List<String> lines = new ArrayList<>();
        for (ColumnSpec c : t.columns()) {
            PerDialect type = c.type().orElseThrow(() -> c.where().mistake("column " + c.name() + " of table " + t.name()
                    + " has no type; add type: such as INTEGER NOT NULL (or give the table a ddl:)"));
            String sql = render(type);
            lines.add("  " + c.name() + " " + (sql.equalsIgnoreCase(ColumnSpec.AUTOINCREMENT) ? dialect.schema().autoIncrementInt() : sql));
        }
        if (!t.primaryKey().isEmpty() && !dialect.schema().primaryKeyAfterLoad()) {
            lines.add("  PRIMARY KEY (" + String.join(", ", t.primaryKey()) + ")");
        }
        String tableOptions = t.options().flatMap(o -> o.find(dialect).map(text -> render(o))).orElse("");
        return "CREATE TABLE " + t.name() + " (\n" + String.join(",\n", lines) + "\n)" + dialect.schema().tableOptions(tableOptions);
    }

    /** The primary key of a generated table created without it, or nothing. */
    String addPrimaryKey(TableSpec t) {
        if (t.primaryKey().isEmpty() || !dialect.schema().primaryKeyAfterLoad() || custom(t)) {
            return "";
        }
        return alterPrimaryKey(t);
    }

    /** The statement that adds the file's {@code primary_key} to a table that has none. */
    String alterPrimaryKey(TableSpec t) {
        return "ALTER TABLE " + t.name() + " ADD PRIMARY KEY (" + String.join(", ", t.primaryKey()) + ")";
    }

    /** Whether the server builds a key faster after the load than it inserts each row into it. */
    boolean keyAfterLoad() {
        return dialect.schema().primaryKeyAfterLoad();
    }

    List<String> createIndexes(TableSpec t) {
        return t.indexes().entrySet().stream()
                .map(e -> "CREATE INDEX " + e.getKey() + " ON " + t.name() + " (" + String.join(", ", e.getValue()) + ")")
                .toList();
    }

    /** Moves the key sequences of generated-key columns that were loaded with explicit values past the data. */
    List<String> resetSequences(TableSpec t) {
        return t.loaded().stream()
                .filter(c -> c.type().flatMap(type -> type.find(dialect)).filter(ColumnSpec.AUTOINCREMENT::equalsIgnoreCase).isPresent())
                .map(c -> dialect.schema().resetSequence(t.name(), c.name()))
                .toList();
    }

    private String render(PerDialect text) {
        SqlTemplate t = SqlTemplate.parse(text.require(dialect), text.where(), text.what(), options.keySet(),
                dialect.literals().syntaxes());
        if (!t.params().isEmpty()) {
            throw text.where().mistake(text.what() + " uses :" + t.params().get(0) + ", a statement value; write option values"
                    + " as ${name} in DDL");
        }
        return t.render(options);
    }
}
