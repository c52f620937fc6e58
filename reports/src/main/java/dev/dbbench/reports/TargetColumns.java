package dev.dbbench.reports;

import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The columns a row per step gains from what its target says of itself, so that a spreadsheet can group rows by a tag
 * and compare costs: a column per tag ({@code tag.instance}), the price and the cost of 1,000 TPS and QPS for an hour at
 * that step's own rates, and the target's CPU probe. Each group of columns is there only when some target has it: a
 * result without tags, price or probe has none of them.
 */
final class TargetColumns {
    private final RunResult result;
    private final Set<String> tags = new LinkedHashSet<>();
    private final boolean priced;
    private final boolean probed;

    TargetColumns(RunResult result) {
        this.result = result;
        result.targets().forEach(t -> tags.addAll(t.tags().keySet()));
        this.priced = result.targets().stream().anyMatch(t -> t.price().isPresent());
        this.probed = result.targets().stream().anyMatch(t -> t.probe().isPresent());
    }

    List<String> header() {
        List<String> out = new ArrayList<>();
        tags.forEach(k -> out.add("tag." + k));
        if (priced) {
            out.addAll(List.of("price_per_hour", "currency", "cost_per_1k_tps_hour", "cost_per_1k_qps_hour"));
        }
        if (probed) {
            out.add("cpu_probe_per_s");
        }
        return out;
    }

    /** The cells of {@code step}'s row, empty where its target lacks the value. */
    List<String> cells(StepResult step) {
        return cells(step.target(), step.tps(), step.qps());
    }

    /** The cells of a row of {@code targetName} measured at {@code tps} and {@code qps}, empty where it lacks the value. */
    List<String> cells(String targetName, double tps, double qps) {
        Optional<TargetInfo> target = result.targets().stream().filter(t -> t.name().equals(targetName)).findFirst();
        List<String> out = new ArrayList<>();
        tags.forEach(k -> out.add(target.map(t -> t.tags().getOrDefault(k, "")).orElse("")));
        if (priced) {
            Optional<Price> price = target.flatMap(TargetInfo::price);
            out.add(price.map(p -> p.perHour().toPlainString()).orElse(""));
            out.add(price.map(Price::currency).orElse(""));
            out.add(price.flatMap(p -> boxed(p.perThousand(tps))).map(Fmt::plainCost).orElse(""));
            out.add(price.flatMap(p -> boxed(p.perThousand(qps))).map(Fmt::plainCost).orElse(""));
        }
        if (probed) {
            out.add(target.flatMap(TargetInfo::probe).map(p -> Fmt.plain(p.median())).orElse(""));
        }
        return out;
    }

    private static Optional<Double> boxed(java.util.OptionalDouble v) {
        return v.isPresent() ? Optional.of(v.getAsDouble()) : Optional.empty();
    }
}
