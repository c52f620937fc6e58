package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.yaml.Fields;
import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Scalars;
import dev.dbbench.workloads.file.yaml.Where;
import dev.dbbench.workloads.sbtest.RowCountRule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/** Reads the {@code tables} of a workload file. */
final class TableReader {
    /**
     * Lower case, so a name means the same table on every server: PostgreSQL folds unquoted names to lower case, and
     * the statements of a file use them unquoted.
     */
    static final Pattern SQL_NAME = Pattern.compile("[a-z_][a-z0-9_]{0,62}");
    private static final Map<String, RowCountRule> RULES = Map.of("exact", RowCountRule.EXACT, "at_least", RowCountRule.AT_LEAST,
            "at_most", RowCountRule.AT_MOST, "any", RowCountRule.ANY);

    private TableReader() {
    }

    static List<TableSpec> tables(Node node, Map<String, OptionDef> options) {
        List<TableSpec> out = new ArrayList<>();
        Scalars.mapping(node, "tables").entries().forEach((name, entry) -> {
            sqlName(name, entry.key(), "table name");
            out.add(table(name, entry.key(), entry.value(), options));
        });
        return out;
    }

    static void sqlName(String name, Where where, String what) {
        if (!SQL_NAME.matcher(name).matches()) {
            throw where.mistake(what + " '" + name + "' must be lower-case letters, digits and _ (starting with a letter or _,"
                    + " at most 63); rename it");
        }
    }

    private static TableSpec table(String name, Where where, Node node, Map<String, OptionDef> options) {
        String what = "table " + name;
        Fields f = Fields.of(node, what, "rows", "columns", "primary_key", "indexes", "ddl", "options", "verify");
        Expr rows = Expr.parse(f.required("rows", "1000"), "rows of " + what, options);
        List<ColumnSpec> columns = columns(f.required("columns", "{id: {type: INTEGER NOT NULL, data: {sequence: 1}}}"), name, options);
        List<String> primaryKey = f.optional("primary_key").map(n -> known(n, "primary_key of " + what, columns)).orElse(List.of());
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        f.optional("indexes").ifPresent(n -> Scalars.mapping(n, "indexes of " + what).entries().forEach((index, e) -> {
            sqlName(index, e.key(), "index name");
            indexes.put(index, known(e.value(), "index " + index + " of " + what, columns));
        }));
        Optional<PerDialect> ddl = f.optional("ddl").map(n -> PerDialect.read(n, "ddl of " + what));
        Optional<PerDialect> tableOptions = f.optional("options").map(n -> PerDialect.read(n, "options of " + what, true));
        RowCountRule rule = f.optional("verify").map(n -> rule(n, what)).orElse(RowCountRule.EXACT);
        return new TableSpec(name, where, rows, columns, primaryKey, indexes, ddl, tableOptions, rule);
    }

    private static List<ColumnSpec> columns(Node node, String table, Map<String, OptionDef> options) {
        List<ColumnSpec> out = new ArrayList<>();
        Node.Mapping m = Scalars.mapping(node, "columns of table " + table);
        if (m.entries().isEmpty()) {
            throw m.where().mistake("table " + table + " has no columns; add at least one");
        }
        m.entries().forEach((name, entry) -> {
            sqlName(name, entry.key(), "column name");
            String what = "column " + name + " of table " + table;
            Node value = entry.value();
            if (value instanceof Node.Scalar) {
                out.add(new ColumnSpec(name, entry.key(), Optional.of(PerDialect.read(value, "type of " + what)), Optional.empty()));
                return;
            }
            Fields f = Fields.of(value, what, "type", "data");
            Optional<PerDialect> type = f.optional("type").map(n -> PerDialect.read(n, "type of " + what));
            Optional<GeneratorSpec> data = f.optional("data").map(n -> GeneratorSpec.read(n, "data of " + what, true, options));
            out.add(new ColumnSpec(name, entry.key(), type, data));
        });
        return out;
    }

    /** Column names that must be columns of the table. */
    private static List<String> known(Node node, String what, List<ColumnSpec> columns) {
        List<String> names = SpecReader.names(node, what);
        if (names.isEmpty()) {
            throw node.where().mistake(what + " names no column; give at least one");
        }
        for (String n : names) {
            if (columns.stream().noneMatch(c -> c.name().equals(n))) {
                throw node.where().mistake(what + " names '" + n + "', which is not a column of the table; use one of "
                        + String.join(", ", columns.stream().map(ColumnSpec::name).toList()));
            }
        }
        return names;
    }

    private static RowCountRule rule(Node n, String what) {
        String text = Scalars.text(n, "verify of " + what).trim().toLowerCase(Locale.ROOT);
        RowCountRule rule = RULES.get(text);
        if (rule == null) {
            throw n.where().mistake("verify of " + what + " '" + text + "' is not known; use exact, at_least, at_most or any");
        }
        return rule;
    }
}
