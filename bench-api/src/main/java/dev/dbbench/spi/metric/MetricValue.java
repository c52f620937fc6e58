package dev.dbbench.spi.metric;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * A declared metric's value over a step or window, as {@code result.json} records it under {@code metrics}.
 *
 * @param value        a rate's value in its unit, rounded to hundredths; absent for shares
 * @param events       the events the shares are of; 0 for a rate
 * @param shares       each share's percent of {@code events} by its label, rounded down to hundredths (so a share
 *                     below its minimum never shows as the minimum); empty for a rate
 * @param belowMinimum each share that fell short of its minimum ({@code Refund 4.58 % (at least 5 %)}); empty when
 *                     every minimum was met
 */
public record MetricValue(@JsonInclude(JsonInclude.Include.NON_ABSENT) OptionalDouble value,
                          @JsonInclude(JsonInclude.Include.NON_DEFAULT) long events,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Double> shares,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> belowMinimum) {
    /**
     * Copies the collections; nulls read as absent or empty.
     *
     * @param value        a rate's value; absent for shares
     * @param events       the events the shares are of; 0 for a rate
     * @param shares       each share's percent by its label; empty for a rate
     * @param belowMinimum each share that fell short of its minimum; empty when every minimum was met
     */
    public MetricValue {
        value = value == null ? OptionalDouble.empty() : value;
        shares = shares == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(shares));
        belowMinimum = belowMinimum == null ? List.of() : List.copyOf(belowMinimum);
    }

    /**
     * A rate's value.
     *
     * @param value the rate in its metric's unit
     * @return the value, with no shares
     */
    public static MetricValue of(double value) {
        return new MetricValue(OptionalDouble.of(value), 0, Map.of(), List.of());
    }

    /**
     * The value as one number, for tables and comparisons.
     *
     * @return a rate's value; NaN for shares
     */
    public double number() {
        return value.orElse(Double.NaN);
    }
}
