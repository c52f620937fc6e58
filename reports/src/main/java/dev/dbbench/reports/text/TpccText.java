package dev.dbbench.reports.text;

import dev.dbbench.reports.Fmt;
import dev.dbbench.reports.Summaries;
import dev.dbbench.reports.Table;
import dev.dbbench.reports.TpccTables;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TpccMix;
import dev.dbbench.result.TpccNumbers;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/**
 * The TPC-C lines of the console and {@code summary.txt}: under a step's final block its NOPM (server and client),
 * tpmC, tpmTotal and the server's TPM, each with the convention it follows, and its mix against the specification's
 * minimums; after a run, the "TPC-C" and "TPC-C mix" tables by target and thread count. Empty for steps and results that did not run TPC-C, so they print as before.
 */
public final class TpccText {
    private static final int VALUE_COLUMN = 41;

    private TpccText() {
    }

    /** The lines under one step's final block; empty when it did not run TPC-C. */
    public static String block(StepResult s) {
        if (s.tpcc().isEmpty()) {
            return "";
        }
        TpccNumbers t = s.tpcc().get();
        StringBuilder b = new StringBuilder(512);
        b.append("\nTPC-C (per minute of measured time):\n");
        line(b, "    NOPM, server (HammerDB):", t.nopmServer(), server(s, t));
        line(b, "    NOPM, client (HammerDB):", OptionalDouble.of(t.nopmClient()), "committed new_order, rollbacks excluded");
        line(b, "    tpmC (go-tpc):", OptionalDouble.of(t.tpmC()), "new_order + new_order_rollback");
        line(b, "    tpmTotal (go-tpc):", OptionalDouble.of(t.tpmTotal()), "all five transactions");
        String names = s.server().map(c -> String.join(" + ", c.transactions().keySet())).orElse("");
        line(b, "    TPM, server (HammerDB):", t.tpmServer(), t.tpmServer().isEmpty() ? "not read from this server"
                : names + (t.serverScope().isEmpty() ? "" : ", " + t.serverScope()));
        t.mix().ifPresent(m -> mix(b, m));
        return b.toString();
    }

    /** Each transaction's share against its minimum, and a warning when one fell short. */
    private static void mix(StringBuilder b, TpccMix m) {
        b.append(String.format(Locale.ROOT, "%nTPC-C mix (%% of the %,d transactions, rounded down):%n", m.transactions()));
        line(b, "    New-Order:", OptionalDouble.of(m.newOrder()), "rolled-back ones included");
        line(b, "    Payment:", OptionalDouble.of(m.payment()), "at least 43");
        line(b, "    Order-Status:", OptionalDouble.of(m.orderStatus()), "at least 4");
        line(b, "    Delivery:", OptionalDouble.of(m.delivery()), "at least 4");
        line(b, "    Stock-Level:", OptionalDouble.of(m.stockLevel()), "at least 4");
        if (!m.meetsMinimums()) {
            b.append("warning: ").append(m.shortfall()).append('\n');
        }
    }

    private static String server(StepResult s, TpccNumbers t) {
        if (t.nopmServer().isEmpty()) {
            return "not read";
        }
        double server = t.nopmServer().getAsDouble();
        String diff = t.nopmClient() == 0 ? "" : String.format(Locale.ROOT, ", %+.2f%% from the client's",
                (server - t.nopmClient()) / t.nopmClient() * 100.0);
        return "change of SUM(D_NEXT_O_ID)" + diff;
    }

    private static void line(StringBuilder b, String label, OptionalDouble value, String note) {
        b.append(label).append(" ".repeat(Math.max(1, VALUE_COLUMN - label.length())));
        String v = value.isPresent() ? String.format(Locale.ROOT, "%.2f", value.getAsDouble()) : Fmt.ABSENT;
        b.append(String.format(Locale.ROOT, "%12s", v)).append("  (").append(note).append(")\n");
    }

    /** The "TPC-C" and "TPC-C mix" tables of a result, as pipe-separated lines with their notes; empty when no step ran TPC-C. */
    public static String table(RunResult result) {
        return TpccTables.all(result, Summaries.of(result)).stream().map(TpccText::render).collect(Collectors.joining());
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
