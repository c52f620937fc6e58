package dev.dbbench.reports;

import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.TpccNumbers;
import dev.dbbench.result.sweep.StepSummary;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The columns a row per target and thread count gains from what its target says of itself and from TPC-C, as
 * {@link TargetColumns} and {@link TpccColumns} give a row per step: a column per tag, the price and the cost of 1,000
 * TPS for an hour at the cell's TPS, the CPU probe, and a TPC-C cell's NOPM and tpmC (the mean over its repeats). Each
 * group is there only when some target or step has it.
 */
final class CellColumns {
    private final RunResult result;
    private final Summaries summaries;
    private final Set<String> tags = new LinkedHashSet<>();
    private final boolean priced;
    private final boolean probed;
    private final boolean tpcc;

    CellColumns(RunResult result) {
        this.result = result;
        this.summaries = Summaries.of(result);
        result.targets().forEach(t -> tags.addAll(t.tags().keySet()));
        this.priced = result.targets().stream().anyMatch(t -> t.price().isPresent());
        this.probed = result.targets().stream().anyMatch(t -> t.probe().isPresent());
        this.tpcc = result.steps().stream().anyMatch(s -> s.tpcc().isPresent());
    }

    List<String> header() {
        List<String> out = new ArrayList<>();
        tags.forEach(k -> out.add("tag." + k));
        if (priced) {
            out.addAll(List.of("price_per_hour", "currency", "cost_per_1k_tps_hour"));
        }
        if (probed) {
            out.add("cpu_probe_per_s");
        }
        if (tpcc) {
            out.addAll(List.of("nopm", "tpmc"));
        }
        return out;
    }

    /** The cells of {@code cell}'s row, empty where its target lacks the value. */
    List<String> cells(StepSummary cell) {
        Optional<TargetInfo> target = result.targets().stream().filter(t -> t.name().equals(cell.target())).findFirst();
        List<String> out = new ArrayList<>();
        tags.forEach(k -> out.add(target.map(t -> t.tags().getOrDefault(k, "")).orElse("")));
        if (priced) {
            Optional<Price> price = target.flatMap(TargetInfo::price);
            out.add(price.map(p -> p.perHour().toPlainString()).orElse(""));
            out.add(price.map(Price::currency).orElse(""));
            OptionalDouble cost = price.map(p -> p.perThousand(cell.tps().value())).orElse(OptionalDouble.empty());
            out.add(cost.isPresent() ? Fmt.plainCost(cost.getAsDouble()) : "");
        }
        if (probed) {
            out.add(target.flatMap(TargetInfo::probe).map(p -> Fmt.plain(p.median())).orElse(""));
        }
        if (tpcc) {
            Optional<StepGroup> g = summaries.group(cell.target(), cell.threads());
            out.add(mean(g, t -> t.nopmServer().orElse(t.nopmClient())));
            out.add(mean(g, TpccNumbers::tpmC));
        }
        return out;
    }

    private static String mean(Optional<StepGroup> g, ToDoubleFunction<TpccNumbers> f) {
        OptionalDouble v = g.map(x -> x.mean(s -> s.tpcc().map(f::applyAsDouble).orElse(Double.NaN))).orElse(OptionalDouble.empty());
        return v.isPresent() ? Fmt.plain(v.getAsDouble()) : "";
    }
}
