package dev.dbbench.workloads.file;

import dev.dbbench.workloads.file.gen.Generator;
import dev.dbbench.workloads.file.spec.ColumnSpec;
import dev.dbbench.workloads.file.spec.StepSpec;
import dev.dbbench.workloads.file.spec.TableSpec;
import dev.dbbench.workloads.file.spec.TransactionSpec;
import dev.dbbench.workloads.file.spec.WorkloadSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What {@code list --workload-file} shows of a file: its tables, its mix and its statements, with the defaults' numbers. */
final class Outline {
    private final WorkloadSpec spec;
    private final List<Table> tables;
    private final List<Transaction> transactions;
    private final List<String> lines = new ArrayList<>();

    Outline(WorkloadSpec spec, List<Table> tables, List<Transaction> transactions) {
        this.spec = spec;
        this.tables = tables;
        this.transactions = transactions;
    }

    List<String> lines() {
        lines.add("Tables (rows with the default options):");
        for (Table t : tables) {
            table(t);
        }
        if (tables.isEmpty()) {
            lines.add("  (none)");
        }
        long total = transactions.stream().mapToLong(Transaction::weight).sum();
        lines.add("Mix:");
        for (TransactionSpec t : spec.transactions()) {
            long statements = t.steps().stream().filter(s -> s instanceof StepSpec.Statement).count();
            lines.add(String.format(Locale.ROOT, "  %-20s weight %-6d %5.1f %%  %d statement%s%s", t.name(), t.weight(),
                    100.0 * t.weight() / total, statements, statements == 1 ? "" : "s",
                    t.transactional() ? " in BEGIN ... COMMIT" : ", no transaction"));
        }
        lines.add("Statements:");
        for (int i = 0; i < transactions.size(); i++) {
            statements(spec.transactions().get(i), transactions.get(i));
        }
        return lines;
    }

    private void table(Table t) {
        TableSpec s = t.spec();
        String rows = String.format(Locale.ROOT, "%,d rows", t.rows()) + (s.rows().isLiteral() ? "" : " (" + s.rows() + ")");
        lines.add("  " + s.name() + ": " + rows + ", verify " + s.verify().name().toLowerCase(Locale.ROOT));
        int loaded = 0;
        for (ColumnSpec c : s.columns()) {
            String type = c.type().map(p -> p.shown()).orElse("(type from ddl)");
            String data = c.data().isPresent() ? t.generators().get(loaded++).describe() : "not loaded (its default)";
            lines.add(String.format(Locale.ROOT, "    %-16s %-28s  %s", c.name(), type, data));
        }
        if (!s.primaryKey().isEmpty()) {
            lines.add("    primary key (" + String.join(", ", s.primaryKey()) + ")");
        }
        s.indexes().forEach((name, columns) -> lines.add("    index " + name + " (" + String.join(", ", columns) + ")"));
        s.ddl().ifPresent(d -> lines.add("    ddl: " + d.shown().replaceAll("\\s+", " ")));
    }

    private void statements(TransactionSpec spec, Transaction t) {
        lines.add("  " + spec.name() + ":");
        List<String> names = new ArrayList<>(spec.params().keySet());
        for (int p = 0; p < names.size(); p++) {
            Generator g = t.params().get(p);
            lines.add("    :" + names.get(p) + " = " + g.describe());
        }
        if (spec.transactional()) {
            lines.add("    BEGIN");
        }
        for (StepSpec step : spec.steps()) {
            if (step instanceof StepSpec.Think think) {
                lines.add("    think " + millis(think.minNanos()) + (think.maxNanos() == think.minNanos() ? ""
                        : " to " + millis(think.maxNanos())));
                continue;
            }
            StepSpec.Statement s = (StepSpec.Statement) step;
            String into = s.into().isEmpty() ? "" : "   -> into " + String.join(", ", s.into());
            s.sql().forEach((server, sql) -> lines.add("    " + s.number() + ". " + (s.sql().size() > 1 ? "[" + server + "] " : "")
                    + sql.toString().trim().replaceAll("\\s+", " ") + "   (" + kind(s) + ")" + into));
        }
        if (spec.transactional()) {
            lines.add("    COMMIT");
        }
    }

    private static String kind(StepSpec.Statement s) {
        return switch (s.kind()) {
            case QUERY -> "read";
            case UPDATE -> "write";
            case OTHER -> "other";
        };
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.3g ms", nanos / 1e6);
    }
}
