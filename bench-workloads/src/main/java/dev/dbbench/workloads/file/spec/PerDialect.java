package dev.dbbench.workloads.file.spec;

import dev.dbbench.spi.Dialect;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Scalars;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Text that may differ by server: one value for all ({@code type: BIGINT}), or one per dialect
 * ({@code type: {mysql: DATETIME, postgresql: TIMESTAMP}}) with {@code default} for the others. A dialect takes the
 * entry of the first of its {@link Dialect#names()} that the file gives, else {@code default}.
 */
public record PerDialect(Where where, String what, Map<String, String> byName) {
    public static final String DEFAULT = "default";
    public static final List<String> KEYS = List.of("mysql", "postgresql", "oceanbase", DEFAULT);
    private static final List<SqlSyntax> ANY_SYNTAX = java.util.stream.Stream.of(SqlSyntax.MYSQL_MODES,
            SqlSyntax.POSTGRESQL_MODES, List.of(SqlSyntax.STANDARD)).flatMap(List::stream).toList();

    public PerDialect {
        byName = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byName));
    }

    /** One text for every server. */
    public static PerDialect of(Where where, String what, String text) {
        return new PerDialect(where, what, Map.of(DEFAULT, text));
    }

    /**
     * How the servers an entry is for may read SQL text: MySQL's and OceanBase's in every {@code sql_mode} that
     * changes it, PostgreSQL's with either {@code standard_conforming_strings}, and {@code default}'s as all of them
     * and standard SQL, since any server may take it.
     */
    public static List<SqlSyntax> syntaxes(String key) {
        return switch (key) {
            case "mysql", "oceanbase" -> SqlSyntax.MYSQL_MODES;
            case "postgresql" -> SqlSyntax.POSTGRESQL_MODES;
            default -> ANY_SYNTAX;
        };
    }

    /**
     * Reads a scalar, or a mapping keyed by {@link #KEYS}; each text must not be empty.
     *
     * @param what how messages name it: {@code type of column created}
     */
    public static PerDialect read(Node node, String what) {
        return read(node, what, false);
    }

    /**
     * Reads a scalar, or a mapping keyed by {@link #KEYS}.
     *
     * @param mayBeEmpty whether an entry may be empty text ({@code default: ""}: nothing for those servers)
     */
    public static PerDialect read(Node node, String what, boolean mayBeEmpty) {
        if (node instanceof Node.Mapping m) {
            Map<String, String> out = new LinkedHashMap<>();
            m.entries().forEach((key, entry) -> {
                if (!KEYS.contains(key)) {
                    throw entry.key().mistake("'" + key + "' in " + what + " is not a server; use "
                            + String.join(", ", KEYS));
                }
                out.put(key, mayBeEmpty ? Scalars.textOrEmpty(entry.value(), what + " for " + key)
                        : Scalars.text(entry.value(), what + " for " + key));
            });
            if (out.isEmpty()) {
                throw m.where().mistake(what + " is empty; give the text, or one entry per server such as mysql: and postgresql:");
            }
            return new PerDialect(m.where(), what, out);
        }
        return of(node.where(), what, mayBeEmpty ? Scalars.textOrEmpty(node, what) : Scalars.text(node, what));
    }

    /** The entry for {@code dialect}, if the file gives one. */
    public Optional<String> find(Dialect dialect) {
        for (String name : dialect.names()) {
            if (byName.containsKey(name)) {
                return Optional.of(byName.get(name));
            }
        }
        return Optional.ofNullable(byName.get(DEFAULT));
    }

    /** The entry for {@code dialect}; its absence is a mistake at this place. */
    public String require(Dialect dialect) {
        return find(dialect).orElseThrow(() -> {
            String server = dialect.names().isEmpty() ? "this server" : dialect.names().get(0);
            String key = dialect.names().isEmpty() ? DEFAULT : dialect.names().get(0);
            return where.mistake(what + " has no entry for " + server + "; add " + key + ": (or default:) to it");
        });
    }

    /** Every entry as {@code list} shows it: the text alone when there is one. */
    public String shown() {
        if (byName.size() == 1 && byName.containsKey(DEFAULT)) {
            return byName.get(DEFAULT);
        }
        StringBuilder out = new StringBuilder();
        byName.forEach((k, v) -> out.append(out.length() == 0 ? "" : " | ").append(k).append(": ").append(v));
        return out.toString();
    }
}
