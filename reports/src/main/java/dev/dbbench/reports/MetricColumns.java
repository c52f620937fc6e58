package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.metric.Metric;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The columns a row per step or per cell gains from the rates its workload declares, one each, named as
 * {@link Declared#column} says; none for a workload that declares none or a result none of whose steps has a value.
 */
final class MetricColumns {
    private final List<Metric> rates;

    MetricColumns(RunResult result) {
        List<Metric> declared = Declared.rates(result);
        this.rates = result.steps().stream().anyMatch(s -> declared.stream().anyMatch(m -> s.metrics().containsKey(m.name())))
                ? declared : List.of();
    }

    List<String> header() {
        return rates.stream().map(Declared::column).toList();
    }

    /** The cells of {@code step}'s row, empty where it has no value. */
    List<String> cells(StepResult step) {
        return rates.stream().map(m -> plain(Declared.number(step, m))).toList();
    }

    /** The cells of a group's row, each the mean of {@code mean} over its steps' values. */
    List<String> cells(java.util.function.Function<ToDoubleFunction<StepResult>, java.util.OptionalDouble> mean) {
        return rates.stream().map(m -> {
            java.util.OptionalDouble v = mean.apply(st -> Declared.number(st, m));
            return v.isPresent() ? Fmt.plain(v.getAsDouble()) : "";
        }).toList();
    }

    private static String plain(double v) {
        return Double.isFinite(v) ? Fmt.plain(v) : "";
    }
}
