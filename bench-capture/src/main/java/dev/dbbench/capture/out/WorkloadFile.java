package dev.dbbench.capture.out;

import dev.dbbench.capture.model.Captured;
import dev.dbbench.capture.model.ColumnModel;
import dev.dbbench.capture.model.FileTxn;
import dev.dbbench.capture.model.Param;
import dev.dbbench.capture.model.TableModel;
import dev.dbbench.config.Plural;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the captured workload as a workload file ({@code --workload-file}): a {@code scale} option in percent of the
 * captured size, the tables with their generators, and one transaction per variant with its weight.
 */
public final class WorkloadFile {
    /** Plain values in flow style ({@code uniform: [1, 10]}), everything holding more than plain values in block style. */
    private static org.yaml.snakeyaml.Yaml yaml() {
        org.yaml.snakeyaml.DumperOptions o = new org.yaml.snakeyaml.DumperOptions();
        o.setDefaultFlowStyle(org.yaml.snakeyaml.DumperOptions.FlowStyle.AUTO);
        o.setWidth(Integer.MAX_VALUE);
        o.setSplitLines(false);
        o.setDereferenceAliases(true);
        o.setIndent(2);
        return new org.yaml.snakeyaml.Yaml(new Representer(o), o);
    }

    /** A transaction's statements: one a line, however short. */
    private static final class Statements extends java.util.ArrayList<Object> {
        private static final long serialVersionUID = 1L;

        Statements(List<Object> statements) {
            super(statements);
        }
    }

    private static final class Representer extends org.yaml.snakeyaml.representer.Representer {
        Representer(org.yaml.snakeyaml.DumperOptions o) {
            super(o);
            representers.put(Statements.class, data -> representSequence(org.yaml.snakeyaml.nodes.Tag.SEQ, (List<?>) data,
                    org.yaml.snakeyaml.DumperOptions.FlowStyle.BLOCK));
        }
    }

    private WorkloadFile() {
    }

    public static void write(Path file, String name, Captured c) throws IOException {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("name", name);
        root.put("description", "captured from " + c.observation().server() + " over " + c.observation().window().toSeconds() + " s");
        Map<String, Object> scale = new LinkedHashMap<>();
        scale.put("default", 100);
        scale.put("description", "dataset size in percent of the captured one");
        root.put("options", Map.of("scale", scale));
        Map<String, Object> tables = new LinkedHashMap<>();
        for (TableModel t : c.tables()) {
            tables.put(t.name(), table(t));
        }
        root.put("tables", tables);
        Map<String, Object> txns = new LinkedHashMap<>();
        for (FileTxn t : c.transactions()) {
            txns.put(t.name(), transaction(t));
        }
        root.put("transactions", txns);
        String header = "# Captured by dbbench capture: " + Plural.count(c.types().size(), "transaction type") + ", "
                + Plural.count(c.transactions().size(), "variant") + "; capture-report.md beside this file says how each part was fitted.\n";
        Files.writeString(file, header + yaml().dump(root));
    }

    private static Map<String, Object> table(TableModel t) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rows", t.rows() == 0 ? "0" : "(" + t.rows() + " * scale + 99) / 100");
        Map<String, Object> columns = new LinkedHashMap<>();
        for (ColumnModel c : t.columns()) {
            Map<String, Object> col = new LinkedHashMap<>();
            col.put("type", c.type());
            c.data().ifPresent(d -> col.put("data", d));
            columns.put(c.name(), col);
        }
        out.put("columns", columns);
        if (!t.primaryKey().isEmpty() && !t.columns().stream().anyMatch(c -> "autoincrement".equals(c.type()))) {
            out.put("primary_key", t.primaryKey());
        }
        if (!t.indexes().isEmpty()) {
            out.put("indexes", new java.util.TreeMap<>(t.indexes()));
        }
        if (!t.verify().equals("exact")) {
            out.put("verify", t.verify());
        }
        return out;
    }

    private static Map<String, Object> transaction(FileTxn t) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("weight", t.weight());
        if (!t.transactional()) {
            out.put("transaction", false);
        }
        Map<String, Object> params = new LinkedHashMap<>();
        for (Param p : t.params()) {
            if (!p.read()) {
                params.put(p.name(), p.generator());
            }
        }
        if (!params.isEmpty()) {
            out.put("params", params);
        }
        out.put("statements", new Statements(t.statements()));
        return out;
    }
}
