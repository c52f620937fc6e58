package dev.dbbench.reports;

import dev.dbbench.result.CellComparison;
import dev.dbbench.result.Estimate;
import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.metric.Metric;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.ToDoubleFunction;

/**
 * The columns a row per step or per cell gains from the rates its workload declares, one each, named as
 * {@link Declared#column} says; none for a workload that declares none or a result none of whose steps has a value.
 */
final class MetricColumns {
    private final RunResult result;
    private final List<Metric> rates;
    private final boolean priced;

    /** The columns of {@code result}'s declared rates, and their costs when {@code costs} and a target has a price. */
    MetricColumns(RunResult result, boolean costs) {
        this.result = result;
        List<Metric> declared = Declared.rates(result);
        this.rates = result.steps().stream().anyMatch(s -> declared.stream().anyMatch(m -> s.metrics().containsKey(m.name())))
                ? declared : List.of();
        this.priced = costs && result.targets().stream().anyMatch(t -> t.price().isPresent());
    }

    /** A column per rate and, with a price, what an hour of 1,000 of each costs ({@code cost_per_1k_tpm_c_hour}). */
    List<String> header() {
        List<String> out = new ArrayList<>(rates.stream().map(Declared::column).toList());
        if (priced) {
            rates.forEach(m -> out.add("cost_per_1k_" + Declared.column(m) + "_hour"));
        }
        return out;
    }

    /** The cells of {@code step}'s row, empty where it has no value. */
    List<String> cells(StepResult step) {
        List<String> out = new ArrayList<>(rates.stream().map(m -> plain(Declared.number(step, m))).toList());
        if (priced) {
            Optional<Price> price = Declared.price(result, step.target());
            rates.forEach(m -> {
                OptionalDouble c = price.isPresent() ? price.get().perThousand(Declared.number(step, m)) : OptionalDouble.empty();
                out.add(c.isPresent() ? Fmt.plainCost(c.getAsDouble()) : "");
            });
        }
        return out;
    }

    /** A column per rate with its 95 % interval ({@code nopm_client}, {@code nopm_client_low}, ...), for a cell's row. */
    List<String> estimateHeader() {
        List<String> out = new ArrayList<>();
        rates.forEach(m -> out.addAll(List.of(Declared.column(m), Declared.column(m) + "_low", Declared.column(m) + "_high")));
        return out;
    }

    /** Each rate's comparison columns ({@code nopm_client_ratio}, ... {@code nopm_client_verdict}), for a cell's row. */
    List<String> comparisonHeader() {
        List<String> out = new ArrayList<>();
        rates.forEach(m -> out.addAll(CellsCsvReporter.ratioHeader(Declared.column(m))));
        return out;
    }

    /** The cells under {@link #comparisonHeader()}: each rate's comparison among {@code mine}, empty without one. */
    List<String> comparisonCells(List<CellComparison> mine) {
        List<String> out = new ArrayList<>();
        rates.forEach(m -> out.addAll(CellsCsvReporter.ratioCells(mine, m.name())));
        return out;
    }

    /**
     * The cells of a group's row, each rate's {@code estimate} over the group's steps with its 95 % interval; empty
     * where no step has a value, and the bounds empty where one repeat gives no interval.
     */
    List<String> cells(java.util.function.Function<ToDoubleFunction<StepResult>, Optional<Estimate>> estimate) {
        List<String> out = new ArrayList<>();
        for (Metric m : rates) {
            Optional<Estimate> e = estimate.apply(st -> Declared.number(st, m)).filter(x -> Double.isFinite(x.value()));
            out.add(e.map(x -> Fmt.plain(x.value())).orElse(""));
            out.add(e.map(x -> bound(x.low())).orElse(""));
            out.add(e.map(x -> bound(x.high())).orElse(""));
        }
        return out;
    }

    private static String bound(OptionalDouble v) {
        return v.isPresent() ? Fmt.plain(v.getAsDouble()) : "";
    }

    private static String plain(double v) {
        return Double.isFinite(v) ? Fmt.plain(v) : "";
    }
}
