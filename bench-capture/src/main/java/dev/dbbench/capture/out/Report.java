package dev.dbbench.capture.out;

import dev.dbbench.capture.model.Captured;
import dev.dbbench.capture.model.FileTxn;
import dev.dbbench.capture.model.Param;
import dev.dbbench.capture.model.ShapeRow;
import dev.dbbench.capture.model.TableModel;
import dev.dbbench.capture.model.TxnType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The capture's report in Markdown: what was read, the transaction types found, the top statements by executions and
 * by time, how each parameter was fitted, the dataset, what was approximated and what could not be captured; with
 * an original given, the replay beside it shape by shape.
 */
public final class Report {
    private static final int TOP = 20;

    private Report() {
    }

    public static void write(Path file, String workload, Captured c, List<String> restored, Optional<Summary> original) throws IOException {
        StringBuilder md = new StringBuilder();
        var o = c.observation();
        md.append("# Capture of ").append(o.server()).append("\n\n");
        md.append("Window: ").append(o.window().toSeconds()).append(" s. Workload file: `").append(workload).append("`.\n\n");
        o.sources().forEach(s -> md.append("- ").append(s).append('\n'));
        md.append(restored.isEmpty() ? "- server settings: none changed\n" : "- server settings changed for the window and restored: "
                + String.join("; ", restored) + "\n");
        long all = c.shapes().stream().mapToLong(ShapeRow::calls).sum();
        original.ifPresent(s -> comparison(md, s, Summary.of(c)));
        types(md, c);
        statements(md, c, all);
        params(md, c);
        tables(md, c);
        md.append("\n## What was approximated\n\n");
        if (c.notes().isEmpty()) {
            md.append("Nothing beyond the fitting above.\n");
        }
        c.notes().forEach(n -> md.append("- ").append(n).append('\n'));
        md.append("\n## What could not be captured\n\n");
        long left = c.left().values().stream().mapToLong(Long::longValue).sum();
        if (left == 0) {
            md.append("Every statement of the window is in the workload file.\n");
        } else {
            md.append("| statements left out | count | share of all statements |\n|---|---:|---:|\n");
            c.left().forEach((why, n) -> md.append("| ").append(why).append(" | ").append(n).append(" | ")
                    .append(pct(100.0 * n / (left + all))).append(" |\n"));
        }
        Files.writeString(file, md.toString());
    }

    private static void comparison(StringBuilder md, Summary original, Summary replay) {
        md.append("\n## Replay beside the original\n\nOriginal: ").append(original.server()).append(", ")
                .append(Math.round(original.windowSeconds())).append(" s; replay: this capture. Share of executions per statement"
                        + " shape, and rows per execution.\n\n");
        md.append("| statement shape | share | replayed | gap (pp) | rows | replayed | gap |\n|---|---:|---:|---:|---:|---:|---:|\n");
        for (Faithfulness.Row r : Faithfulness.compare(original, replay)) {
            md.append("| `").append(cut(r.shape())).append("` | ").append(pct(r.share())).append(" | ").append(pct(r.replayShare()))
                    .append(" | ").append(num(r.shareGap())).append(" | ").append(rows(r.rows())).append(" | ").append(rows(r.replayRows()))
                    .append(" | ").append(r.rows() < 0 || r.replayRows() < 0 ? "" : pct(r.rowsGap())).append(" |\n");
        }
    }

    private static void types(StringBuilder md, Captured c) {
        long total = c.types().stream().mapToLong(TxnType::count).sum();
        md.append("\n## Transaction types\n\n").append(c.types().size()).append(" types, ").append(total).append(" transactions.\n\n");
        md.append("| type | transactions | share | variants in the file (weight) |\n|---|---:|---:|---|\n");
        for (TxnType t : c.types()) {
            StringBuilder variants = new StringBuilder();
            for (FileTxn f : c.transactions()) {
                if (f.type().equals(t.name())) {
                    variants.append(variants.length() == 0 ? "" : ", ").append('`').append(f.name()).append("` (").append(f.weight()).append(')');
                }
            }
            md.append("| ").append(t.name()).append(" | ").append(t.count()).append(" | ").append(pct(100.0 * t.count() / Math.max(1, total)))
                    .append(" | ").append(variants).append(" |\n");
        }
    }

    private static void statements(StringBuilder md, Captured c, long all) {
        long time = c.shapes().stream().mapToLong(r -> Math.max(0, r.micros())).sum();
        md.append("\n## Top statements by executions\n\n| statement shape | executions | share | share of time | rows per execution |\n")
                .append("|---|---:|---:|---:|---:|\n");
        c.shapes().stream().limit(TOP).forEach(r -> md.append("| `").append(cut(r.shape())).append("` | ").append(r.calls()).append(" | ")
                .append(pct(100.0 * r.calls() / Math.max(1, all))).append(" | ")
                .append(r.micros() < 0 ? "" : pct(100.0 * r.micros() / Math.max(1, time))).append(" | ").append(rows(r.rowsPerCall())).append(" |\n"));
        md.append("\n## Top statements by time\n\n| statement shape | share of time | ms per execution |\n|---|---:|---:|\n");
        c.shapes().stream().filter(r -> r.micros() >= 0).sorted((a, b) -> Long.compare(b.micros(), a.micros())).limit(TOP)
                .forEach(r -> md.append("| `").append(cut(r.shape())).append("` | ").append(pct(100.0 * r.micros() / Math.max(1, time)))
                        .append(" | ").append(num(r.micros() / 1000.0 / Math.max(1, r.calls()))).append(" |\n"));
    }

    private static void params(StringBuilder md, Captured c) {
        md.append("\n## Parameters\n\n| transaction | parameter | generator | fitted as |\n|---|---|---|---|\n");
        for (FileTxn f : c.transactions()) {
            for (Param p : f.params()) {
                md.append("| ").append(f.name()).append(" | ").append(p.name()).append(" | ").append(kind(p.generator())).append(" | ")
                        .append(p.fitted()).append(" |\n");
            }
        }
    }

    private static String kind(Map<String, Object> generator) {
        return generator.isEmpty() ? "into" : generator.keySet().iterator().next();
    }

    private static void tables(StringBuilder md, Captured c) {
        md.append("\n## Dataset\n\n`prepare` builds these tables with synthetic data of the captured shape; `--set scale=200` doubles"
                + " every row count.\n\n| table | rows | primary key | indexes |\n|---|---:|---|---:|\n");
        for (TableModel t : c.tables()) {
            md.append("| ").append(t.name()).append(" | ").append(t.rows()).append(" | ").append(String.join(", ", t.primaryKey()))
                    .append(" | ").append(t.indexes().size()).append(" |\n");
        }
    }

    private static String cut(String shape) {
        String s = shape.replace("|", "\\|");
        return s.length() > 140 ? s.substring(0, 137) + "..." : s;
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f %%", v);
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String rows(double v) {
        return v < 0 ? "" : String.format(Locale.ROOT, "%.2f", v);
    }
}
