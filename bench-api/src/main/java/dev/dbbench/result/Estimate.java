package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * A measured number with its 95 % confidence interval: the range that holds the true value (what the same
 * measurement would give on average, run again and again under the same conditions) in 95 of 100 measurements.
 * {@link Basis} says where the interval's width comes from; docs/conclusions.md explains the method.
 *
 * @param value   the estimate: the mean over repeats, or the one run's value when there is one repeat
 * @param low     the interval's lower end; absent when the data give no interval ({@link Basis#NONE})
 * @param high    the interval's upper end; absent with {@code low}
 * @param basis   what the interval is computed from
 * @param samples how many repeats, or batches of intervals, the interval is computed from; 0 for {@link Basis#NONE}
 */
@JsonPropertyOrder({"value", "low", "high", "basis", "samples"})
@JsonInclude(JsonInclude.Include.NON_ABSENT)
public record Estimate(double value, OptionalDouble low, OptionalDouble high, Basis basis, int samples) {

    /** Where an interval's width comes from. */
    public enum Basis {
        /** The spread of two or more repeats of the step, which includes what varies from run to run. */
        REPEATS,
        /**
         * The spread of one run's measured intervals, taken in batches and corrected for their correlation: what
         * varies within a run, not between runs.
         */
        INTERVALS,
        /** Too few repeats and intervals to say: the value alone. */
        NONE;

        /**
         * The name {@code result.json} uses.
         *
         * @return the name in lower case
         */
        @JsonValue
        public String json() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * Reads the name {@code result.json} uses.
         *
         * @param text the name, in any case
         * @return the basis
         * @throws IllegalArgumentException when no basis has that name
         */
        @JsonCreator
        public static Basis of(String text) {
            return valueOf(text.toUpperCase(Locale.ROOT));
        }
    }

    /**
     * Null interval ends read as absent.
     *
     * @param value   the estimate: the mean over repeats, or the one run's value when there is one repeat
     * @param low     the interval's lower end; absent when the data give no interval ({@link Basis#NONE})
     * @param high    the interval's upper end; absent with {@code low}
     * @param basis   what the interval is computed from
     * @param samples how many repeats, or batches of intervals, the interval is computed from; 0 for {@link
     *                Basis#NONE}
     * @throws IllegalArgumentException when one end of the interval is present without the other
     */
    public Estimate {
        low = low == null ? OptionalDouble.empty() : low;
        high = high == null ? OptionalDouble.empty() : high;
        if (low.isPresent() != high.isPresent()) {
            throw new IllegalArgumentException("an interval has both ends or none: low " + low + ", high " + high);
        }
    }

    /**
     * A value without an interval.
     *
     * @param value the value
     * @return an estimate of {@link Basis#NONE}
     */
    public static Estimate point(double value) {
        return new Estimate(value, OptionalDouble.empty(), OptionalDouble.empty(), Basis.NONE, 0);
    }

    /**
     * A value with its interval.
     *
     * @param value   the estimate: the mean over repeats, or the one run's value when there is one repeat
     * @param low     the interval's lower end; absent when the data give no interval ({@link Basis#NONE})
     * @param high    the interval's upper end; absent with {@code low}
     * @param basis   what the interval is computed from
     * @param samples how many repeats, or batches of intervals, the interval is computed from; 0 for {@link
     *                Basis#NONE}
     * @return the estimate
     */
    public static Estimate of(double value, double low, double high, Basis basis, int samples) {
        return new Estimate(value, OptionalDouble.of(low), OptionalDouble.of(high), basis, samples);
    }

    /**
     * Whether the estimate has an interval.
     *
     * @return true when {@code low} and {@code high} are present
     */
    public boolean hasInterval() {
        return low.isPresent();
    }

    /**
     * Half the interval's width in percent of the value: {@code 4.2} for 100 (96 to 104.4).
     *
     * @return the half width; empty without an interval or for a value of 0
     */
    public OptionalDouble halfWidthPercent() {
        if (!hasInterval() || value == 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of((high.getAsDouble() - low.getAsDouble()) / 2 / Math.abs(value) * 100);
    }
}
