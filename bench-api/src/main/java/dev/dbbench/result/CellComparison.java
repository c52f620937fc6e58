package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * One number of one target set beside the same number of a baseline: one thread count and one measure, the ratio
 * of their estimates with its 95 % confidence interval, and what that allows one to say. docs/conclusions.md gives the
 * method.
 *
 * @param metric         the measure: {@code tps}, {@code qps}, {@code avgMs}, {@code p95Ms} or {@code p99Ms}; or
 *                       the name of a rate the workload declares ({@code ordersPerMinute}), higher being better
 * @param threads        the thread count
 * @param baseline       the target compared with (the first of the sweep, or the first result of {@code compare})
 * @param target         the target compared
 * @param baselineValue  the baseline's estimate
 * @param value          the target's estimate
 * @param ratio          {@code value / baselineValue}
 * @param ratioLow       the lower end of the ratio's 95 % interval; absent when either side has no interval
 * @param ratioHigh      its upper end
 * @param significant    true when the interval excludes 1: the data tell the two apart
 * @param verdict        the target against the baseline: better or worse (for latency, lower is better), or
 *                       indistinguishable, or unknown without an interval
 * @param detectablePct  the smallest difference, in percent, that this comparison would have found 4 times in 5
 *                       (at 95 % confidence); absent without an interval
 * @param basis          the weaker basis of the two sides' intervals: {@code intervals} when either side ran once
 * @param repeatsNeeded  the repeats per side that would tell {@code resolvePct} apart 4 times in 5, from the noise seen;
 *                       absent without an interval
 * @param resolvePct     the difference {@code repeatsNeeded} is for, in percent: {@code --precision}, else 5
 */
@JsonPropertyOrder({"metric", "threads", "baseline", "target", "baselineValue", "value", "ratio", "ratioLow", "ratioHigh",
        "significant", "verdict", "detectablePct", "basis", "repeatsNeeded", "resolvePct"})
@JsonInclude(JsonInclude.Include.NON_ABSENT)
public record CellComparison(String metric, int threads, String baseline, String target, double baselineValue, double value,
                             double ratio, OptionalDouble ratioLow, OptionalDouble ratioHigh, boolean significant,
                             Verdict verdict, OptionalDouble detectablePct, Estimate.Basis basis, OptionalInt repeatsNeeded,
                             double resolvePct) {

    /** What a comparison allows one to say of the target against the baseline. */
    public enum Verdict {
        /** The target is better than the baseline, and the data tell them apart. */
        BETTER("better"),
        /** The target is worse than the baseline, and the data tell them apart. */
        WORSE("worse"),
        /** The interval holds no difference: the data cannot tell the two apart. */
        INDISTINGUISHABLE("no detectable difference"),
        /** Either side has no interval, so nothing can be said. */
        UNKNOWN("unknown: no interval");

        private final String words;

        Verdict(String words) {
            this.words = words;
        }

        /**
         * As the reports word it.
         *
         * @return e.g. {@code no detectable difference}
         */
        public String words() {
            return words;
        }

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
         * @return the verdict
         * @throws IllegalArgumentException when no verdict has that name
         */
        @JsonCreator
        public static Verdict of(String text) {
            return valueOf(text.toUpperCase(Locale.ROOT));
        }
    }

    /**
     * Null optionals read as absent.
     *
     * @param metric        the measure: {@code tps}, {@code qps}, {@code avgMs}, {@code p95Ms} or {@code p99Ms};
     *                      or the name of a rate the workload declares ({@code ordersPerMinute}), higher being better
     * @param threads       the thread count
     * @param baseline      the target compared with (the first of the sweep, or the first result of {@code
     *                      compare})
     * @param target        the target compared
     * @param baselineValue the baseline's estimate
     * @param value         the target's estimate
     * @param ratio         {@code value / baselineValue}
     * @param ratioLow      the lower end of the ratio's 95 % interval; absent when either side has no interval
     * @param ratioHigh     its upper end
     * @param significant   true when the interval excludes 1: the data tell the two apart
     * @param verdict       the target against the baseline: better or worse (for latency, lower is better), or
     *                      indistinguishable, or unknown without an interval
     * @param detectablePct the smallest difference, in percent, that this comparison would have found 4 times in 5
     *                      (at 95 % confidence); absent without an interval
     * @param basis         the weaker basis of the two sides' intervals: {@code intervals} when either side ran
     *                      once
     * @param repeatsNeeded the repeats per side that would tell {@code resolvePct} apart 4 times in 5, from the
     *                      noise seen; absent without an interval
     * @param resolvePct    the difference {@code repeatsNeeded} is for, in percent: {@code --precision}, else 5
     */
    public CellComparison {
        ratioLow = ratioLow == null ? OptionalDouble.empty() : ratioLow;
        ratioHigh = ratioHigh == null ? OptionalDouble.empty() : ratioHigh;
        detectablePct = detectablePct == null ? OptionalDouble.empty() : detectablePct;
        repeatsNeeded = repeatsNeeded == null ? OptionalInt.empty() : repeatsNeeded;
    }

    /**
     * The ratio as a change in percent.
     *
     * @return e.g. +12.0 for a ratio of 1.12
     */
    public double changePercent() {
        return (ratio - 1) * 100;
    }
}
