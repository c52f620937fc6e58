package dev.dbbench.reports.text;

import dev.dbbench.reports.Fmt;
import dev.dbbench.reports.MetricTables;
import dev.dbbench.reports.Summaries;
import dev.dbbench.reports.Table;
import dev.dbbench.result.Metrics;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.ServerCounts;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.metric.CounterRate;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.MetricValue;
import dev.dbbench.spi.metric.Shares;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The metrics a workload declares as text: under one step's final block, each rate with its unit and each share
 * against its minimum; after a run, their tables by target and thread count. Empty for a workload that declares none,
 * so other steps and results print as before.
 */
public final class MetricText {
    private static final int VALUE_COLUMN = 41;

    private MetricText() {
    }

    /** The lines under one step's final block, the values of {@code declared} over the step's counts. */
    public static String block(StepResult s, List<Metric> declared) {
        Map<String, MetricValue> values = Metrics.of(declared, s.counts());
        if (values.isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder(512);
        List<Metric> rates = declared.stream().filter(m -> !(m instanceof Shares)).toList();
        if (!rates.isEmpty()) {
            b.append("\nWorkload metrics (of measured time):\n");
            for (Metric m : rates) {
                MetricValue v = values.get(m.name());
                line(b, "    " + m.label() + ":", v == null ? Fmt.ABSENT : String.format(Locale.ROOT, "%.2f", v.number()),
                        v == null ? "not read" : m.unit() + counters(s, m));
            }
        }
        declared.stream().filter(Shares.class::isInstance).map(Shares.class::cast).filter(sh -> values.containsKey(sh.name()))
                .forEach(sh -> shares(b, sh, values.get(sh.name())));
        return b.toString();
    }

    /** For a rate of the server's transactions, which counters it adds and what they cover: {@code ; Com_commit + Com_rollback}. */
    private static String counters(StepResult s, Metric m) {
        if (!(m instanceof CounterRate c) || !c.counter().equals(CounterRate.SERVER_TRANSACTIONS) || s.server().isEmpty()) {
            return "";
        }
        ServerCounts counts = s.server().get();
        return "; " + String.join(" + ", counts.transactions().keySet()) + (counts.scope().isEmpty() ? "" : ", " + counts.scope());
    }

    /** Each part's share against its minimum, and a warning when one fell short. */
    private static void shares(StringBuilder b, Shares sh, MetricValue v) {
        b.append(String.format(Locale.ROOT, "%n%s (%% of the %,d events, rounded down):%n", sh.label(), v.events()));
        for (Shares.Share p : sh.parts()) {
            line(b, "    " + p.label() + ":", Fmt.two(v.shares().get(p.label())),
                    p.minimum() > 0 ? "at least " + p.minimum() : "no minimum");
        }
        if (!v.belowMinimum().isEmpty()) {
            b.append("warning: ").append(sh.shortfall(v)).append('\n');
        }
    }

    private static void line(StringBuilder b, String label, String value, String note) {
        b.append(label).append(" ".repeat(Math.max(1, VALUE_COLUMN - label.length())));
        b.append(String.format(Locale.ROOT, "%12s", value)).append("  (").append(note).append(")\n");
    }

    /** The tables of the declared metrics, as pipe-separated lines with their notes; empty when there are none. */
    public static String table(RunResult result) {
        return MetricTables.all(result, Summaries.of(result)).stream().map(MetricText::render).collect(Collectors.joining());
    }

    private static String render(Table t) {
        StringBuilder out = new StringBuilder();
        out.append(t.title()).append(":\n");
        out.append("| ").append(String.join(" | ", t.header())).append(" |\n");
        out.append("|---|").append("---:|".repeat(t.header().size() - 1)).append('\n');
        t.rows().forEach(r -> out.append("| ").append(String.join(" | ", r)).append(" |\n"));
        t.notes().forEach(n -> out.append(n).append('\n'));
        return out.toString();
    }
}
