package dev.dbbench.workloads.file.spec;

import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.workloads.file.yaml.Fields;
import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Scalars;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a transaction's statements: plain SQL, or {@code {sql, into, noRow, kind}}, or a pause {@code {think: 5ms}}. A
 * statement's kind, which decides how it is counted, follows from its first word unless {@code kind} says otherwise.
 */
final class StepReader {
    private static final Set<String> QUERY_WORDS = Set.of("SELECT", "WITH", "SHOW", "VALUES", "TABLE", "EXPLAIN", "DESCRIBE", "DESC");
    private static final Set<String> DML_WORDS = Set.of("INSERT", "UPDATE", "DELETE", "REPLACE", "MERGE", "UPSERT");
    private static final Set<String> CONTROL_WORDS = Set.of("BEGIN", "START", "COMMIT", "ROLLBACK", "END");
    private static final Map<String, ScriptStatement.Kind> KINDS = Map.of("query", ScriptStatement.Kind.QUERY,
            "dml", ScriptStatement.Kind.UPDATE, "other", ScriptStatement.Kind.OTHER);
    private static final Pattern FIRST_WORD = Pattern.compile("^[\\s(]*([A-Za-z]+)");
    private static final Pattern RETURNING = Pattern.compile("(?i)\\bRETURNING\\b");
    private static final Pattern DURATION = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(us|ms|s)");
    /** A pause longer than this is surely a mistake in the unit. */
    private static final long MAX_THINK_NANOS = 60_000_000_000L;

    private StepReader() {
    }

    static List<StepSpec> steps(Node.Sequence list, String what, Set<String> options) {
        List<StepSpec> out = new ArrayList<>();
        int number = 0;
        for (Node item : list.items()) {
            if (item instanceof Node.Mapping m && m.entries().containsKey("think")) {
                out.add(think(item, what));
            } else {
                out.add(statement(item, ++number, what, options));
            }
        }
        return out;
    }

    private static StepSpec.Statement statement(Node node, int number, String owner, Set<String> options) {
        String what = "statement " + number + " of " + owner;
        PerDialect sql;
        List<String> into = List.of();
        Node kindNode = null;
        Node noRowNode = null;
        if (node instanceof Node.Scalar) {
            sql = PerDialect.read(node, what);
        } else {
            Fields f = Fields.of(node, what, "sql", "into", "noRow", "kind");
            sql = PerDialect.read(f.required("sql", "SELECT ..."), what);
            Node intoNode = f.optional("into").orElse(null);
            if (intoNode != null) {
                into = SpecReader.names(intoNode, "into of " + what);
                for (String name : into) {
                    TransactionReader.valueName(name, intoNode.where(), "a name in into of " + what);
                }
            }
            kindNode = f.optional("kind").orElse(null);
            noRowNode = f.optional("noRow").orElse(null);
        }
        Map<String, SqlTemplate> templates = new LinkedHashMap<>();
        sql.byName().forEach((server, text) -> templates.put(server, SqlTemplate.parse(text, sql.where(), what, options,
                PerDialect.syntaxes(server))));
        ScriptStatement.Kind kind = kindNode != null ? kind(kindNode, what) : kind(sql.byName().values().iterator().next());
        if (!into.isEmpty() && kind != ScriptStatement.Kind.QUERY) {
            throw node.where().mistake(what + " reads into " + String.join(", ", into) + " but returns no rows; read values with"
                    + " a SELECT (or give kind: query)");
        }
        boolean endOnNoRow = noRowNode != null && endOnNoRow(noRowNode, what);
        if (noRowNode != null && into.isEmpty()) {
            throw noRowNode.where().mistake(what + " says what to do when it finds no row but reads nothing; add into, or"
                    + " remove noRow");
        }
        for (SqlTemplate t : templates.values()) {
            if (kind == ScriptStatement.Kind.OTHER && !t.params().isEmpty()) {
                throw node.where().mistake(what + " takes values but neither reads nor changes rows; give kind: dml (or kind:"
                        + " query) to run it with values");
            }
        }
        return new StepSpec.Statement(node.where(), number, templates, kind, into, endOnNoRow);
    }

    /** {@code noRow: fail} (the default) or {@code end}. */
    private static boolean endOnNoRow(Node node, String what) {
        String text = Scalars.text(node, "noRow of " + what).trim().toLowerCase(Locale.ROOT);
        if (!text.equals("end") && !text.equals("fail")) {
            throw node.where().mistake("noRow of " + what + " '" + text + "' is not known; use fail (the event fails) or end"
                    + " (the transaction ends there)");
        }
        return text.equals("end");
    }

    /** The kind its first word says: a read, DML (a read when it returns rows with RETURNING), or other. */
    static ScriptStatement.Kind kind(String sql) {
        Matcher m = FIRST_WORD.matcher(sql);
        String word = m.find() ? m.group(1).toUpperCase(Locale.ROOT) : "";
        if (QUERY_WORDS.contains(word)) {
            return ScriptStatement.Kind.QUERY;
        }
        if (DML_WORDS.contains(word)) {
            return RETURNING.matcher(sql).find() ? ScriptStatement.Kind.QUERY : ScriptStatement.Kind.UPDATE;
        }
        return ScriptStatement.Kind.OTHER;
    }

    static boolean controlsTransaction(String sql) {
        Matcher m = FIRST_WORD.matcher(sql);
        return m.find() && CONTROL_WORDS.contains(m.group(1).toUpperCase(Locale.ROOT));
    }

    private static ScriptStatement.Kind kind(Node node, String what) {
        String text = Scalars.text(node, "kind of " + what).trim().toLowerCase(Locale.ROOT);
        ScriptStatement.Kind kind = KINDS.get(text);
        if (kind == null) {
            throw node.where().mistake("kind of " + what + " '" + text + "' is not known; use query, dml or other");
        }
        return kind;
    }

    /** {@code {think: 5ms}} or {@code {think: [2ms, 8ms]}}. */
    private static StepSpec.Think think(Node node, String owner) {
        Fields f = Fields.of(node, "a think step of " + owner, "think");
        Node value = f.required("think", "5ms");
        String what = "think time of " + owner;
        if (value instanceof Node.Sequence s) {
            if (s.items().size() != 2) {
                throw value.where().mistake(what + " is not two durations; write it as [2ms, 8ms]");
            }
            long min = nanos(s.items().get(0), what);
            long max = nanos(s.items().get(1), what);
            if (max < min) {
                throw value.where().mistake(what + " runs backwards; give the shorter pause first");
            }
            return new StepSpec.Think(node.where(), min, max);
        }
        long n = nanos(value, what);
        return new StepSpec.Think(node.where(), n, n);
    }

    private static long nanos(Node node, String what) {
        Matcher m = DURATION.matcher(node instanceof Node.Scalar s ? s.text().trim() : "");
        if (!m.matches()) {
            throw node.where().mistake(what + " " + Scalars.shown(node) + " is not a duration; give a number with us, ms or s,"
                    + " such as 5ms");
        }
        double unit = switch (m.group(2)) {
            case "us" -> 1e3;
            case "ms" -> 1e6;
            default -> 1e9;
        };
        long nanos = Math.round(Double.parseDouble(m.group(1)) * unit);
        if (nanos > MAX_THINK_NANOS) {
            throw node.where().mistake(what + " " + Scalars.shown(node) + " is longer than a minute; give a shorter pause");
        }
        return nanos;
    }
}
