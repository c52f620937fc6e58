package dev.dbbench.capture.out;

import dev.dbbench.capture.model.Captured;
import dev.dbbench.capture.model.FileTxn;
import dev.dbbench.capture.model.Param;
import dev.dbbench.capture.model.ShapeRow;
import dev.dbbench.capture.model.TxnType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The capture's report, in Markdown and beside it the same as HTML ({@value #HTML}): what was read, the transaction
 * types found, the top statements by executions and by time, how each parameter was fitted, the dataset, what was
 * approximated and what could not be captured; with an original given, the replay beside it shape by shape.
 */
public final class Report {
    /** The HTML report's name, beside the Markdown one. */
    public static final String HTML = "capture.html";
    private static final int TOP = 20;

    private Report() {
    }

    /** Writes {@code file} (Markdown) and {@value #HTML} beside it. */
    public static void write(Path file, String workload, Captured c, List<String> restored, Optional<Summary> original) throws IOException {
        var o = c.observation();
        Page page = new Page("Capture of " + o.server());
        page.text("Window: " + o.window().toSeconds() + " s. Workload file: `" + workload + "`.");
        List<String> sources = new ArrayList<>(o.sources());
        sources.add(restored.isEmpty() ? "server settings: none changed" : "server settings changed for the window and restored: "
                + String.join("; ", restored));
        page.bullets(sources);
        long all = c.shapes().stream().mapToLong(ShapeRow::calls).sum();
        original.ifPresent(s -> comparison(page, s, Summary.of(c)));
        types(page, c);
        statements(page, c, all);
        params(page, c);
        tables(page, c);
        page.heading("What was approximated");
        if (c.notes().isEmpty()) {
            page.text("Nothing beyond the fitting above.");
        } else {
            page.bullets(c.notes());
        }
        page.heading("What could not be captured");
        long left = c.left().values().stream().mapToLong(Long::longValue).sum();
        if (left == 0) {
            page.text("Every statement of the window is in the workload file.");
        } else {
            List<List<String>> rows = new ArrayList<>();
            c.left().forEach((why, n) -> rows.add(List.of(why, Long.toString(n), pct(100.0 * n / (left + all)))));
            page.table(List.of("statements left out", "count#", "share of all statements#"), rows);
        }
        Files.writeString(file, page.markdown());
        Files.writeString(file.resolveSibling(HTML), page.html());
    }

    private static void comparison(Page page, Summary original, Summary replay) {
        page.heading("Replay beside the original").text("Original: " + original.server() + ", " + Math.round(original.windowSeconds())
                + " s; replay: this capture. Share of executions per statement shape, and rows per execution.");
        List<List<String>> rows = new ArrayList<>();
        for (Faithfulness.Row r : Faithfulness.compare(original, replay)) {
            rows.add(List.of(code(r.shape()), pct(r.share()), pct(r.replayShare()), num(r.shareGap()), rows(r.rows()), rows(r.replayRows()),
                    r.rows() < 0 || r.replayRows() < 0 ? "" : pct(r.rowsGap())));
        }
        page.table(List.of("statement shape", "share#", "replayed#", "gap (pp)#", "rows#", "replayed#", "gap#"), rows);
    }

    private static void types(Page page, Captured c) {
        long total = c.types().stream().mapToLong(TxnType::count).sum();
        page.heading("Transaction types").text(c.types().size() + " types, " + total + " transactions.");
        List<List<String>> rows = new ArrayList<>();
        for (TxnType t : c.types()) {
            StringBuilder variants = new StringBuilder();
            for (FileTxn f : c.transactions()) {
                if (f.type().equals(t.name())) {
                    variants.append(variants.length() == 0 ? "" : ", ").append(f.name()).append(" (").append(f.weight()).append(')');
                }
            }
            rows.add(List.of(t.name(), Long.toString(t.count()), pct(100.0 * t.count() / Math.max(1, total)), variants.toString()));
        }
        page.table(List.of("type", "transactions#", "share#", "variants in the file (weight)"), rows);
    }

    private static void statements(Page page, Captured c, long all) {
        long time = c.shapes().stream().mapToLong(r -> Math.max(0, r.micros())).sum();
        page.heading("Top statements by executions");
        page.table(List.of("statement shape", "executions#", "share#", "share of time#", "rows per execution#"), c.shapes().stream().limit(TOP)
                .map(r -> List.of(code(r.shape()), Long.toString(r.calls()), pct(100.0 * r.calls() / Math.max(1, all)),
                        r.micros() < 0 ? "" : pct(100.0 * r.micros() / Math.max(1, time)), rows(r.rowsPerCall()))).toList());
        page.heading("Top statements by time");
        page.table(List.of("statement shape", "share of time#", "ms per execution#"), c.shapes().stream().filter(r -> r.micros() >= 0)
                .sorted((a, b) -> Long.compare(b.micros(), a.micros())).limit(TOP)
                .map(r -> List.of(code(r.shape()), pct(100.0 * r.micros() / Math.max(1, time)), num(r.micros() / 1000.0 / Math.max(1, r.calls()))))
                .toList());
    }

    private static void params(Page page, Captured c) {
        List<List<String>> rows = new ArrayList<>();
        for (FileTxn f : c.transactions()) {
            for (Param p : f.params()) {
                rows.add(List.of(f.name(), p.name(), kind(p.generator()), p.fitted()));
            }
        }
        page.heading("Parameters").table(List.of("transaction", "parameter", "generator", "fitted as"), rows);
    }

    private static String kind(Map<String, Object> generator) {
        return generator.isEmpty() ? "into" : generator.keySet().iterator().next();
    }

    private static void tables(Page page, Captured c) {
        page.heading("Dataset").text("`prepare` builds these tables with synthetic data of the captured shape; `--set scale=200` doubles"
                + " every row count.");
        page.table(List.of("table", "rows#", "primary key", "indexes#"), c.tables().stream().map(t -> List.of(t.name(), Long.toString(t.rows()),
                String.join(", ", t.primaryKey()), Integer.toString(t.indexes().size()))).toList());
    }

    /** A statement shape as code, cut to 140 characters. */
    private static String code(String shape) {
        return "`" + (shape.length() > 140 ? shape.substring(0, 137) + "..." : shape).replace("`", "'") + "`";
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
