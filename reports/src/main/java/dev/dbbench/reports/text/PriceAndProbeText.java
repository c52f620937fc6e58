package dev.dbbench.reports.text;

import dev.dbbench.reports.Fmt;
import dev.dbbench.reports.Metric;
import dev.dbbench.reports.PricePerformance;
import dev.dbbench.reports.ProbeTables;
import dev.dbbench.reports.Summaries;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.TargetInfo;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The lines the console and {@code summary.txt} give for targets with a price or a CPU probe: what an hour of 1,000 TPS
 * and 1,000 QPS costs at each thread count and the cheapest at its peak, then each target's probe. Empty for a result
 * whose targets have neither, so that such a result prints as before.
 */
public final class PriceAndProbeText {
    private PriceAndProbeText() {
    }

    public static String of(RunResult result) {
        StringBuilder out = new StringBuilder();
        PricePerformance.of(result, Summaries.of(result)).ifPresent(p -> price(out, p));
        probe(out, result);
        return out.toString();
    }

    private static void price(StringBuilder out, PricePerformance p) {
        out.append("cost of 1,000 tps and of 1,000 qps for an hour: the price per hour over (rate / 1,000)\n");
        out.append("| target | threads | price | per 1,000 tps | per 1,000 qps |\n|---|---:|---|---:|---:|\n");
        for (String t : p.targets()) {
            String currency = p.price(t).currency();
            for (int n : p.summaries().threads()) {
                OptionalDouble tps = p.cost(t, n, Metric.TPS);
                if (tps.isPresent()) {
                    OptionalDouble qps = p.cost(t, n, Metric.QPS);
                    out.append("| ").append(t).append(" | ").append(n).append(" | ").append(p.price(t).text()).append(" | ")
                            .append(PricePerformance.money(tps.getAsDouble(), currency)).append(" | ")
                            .append(qps.isPresent() ? PricePerformance.money(qps.getAsDouble(), currency) : Fmt.ABSENT).append(" |\n");
                }
            }
        }
        List<String> unpriced = p.unpriced();
        if (!unpriced.isEmpty()) {
            out.append("without a price (--price): ").append(String.join(", ", unpriced)).append('\n');
        }
        p.cheapest().forEach(line -> out.append(line).append('\n'));
    }

    private static void probe(StringBuilder out, RunResult result) {
        if (result.targets().stream().noneMatch(t -> t.probe().isPresent())) {
            return;
        }
        out.append("server CPU probe, iterations/s: the median of the runs (lowest to highest)\n");
        for (TargetInfo t : result.targets()) {
            out.append(t.name()).append(": ").append(t.probe().map(p -> Fmt.two(p.median()) + " (" + Fmt.two(p.min()) + " to "
                    + Fmt.two(p.max()) + ")").orElse(Fmt.ABSENT + " (no probe)")).append('\n');
        }
        out.append(ProbeTables.READING).append('\n');
    }
}
