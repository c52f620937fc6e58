package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.OptionalDouble;

/**
 * What a sweep was asked to run, as {@code summary.plan} of its {@code result.json} records it: each of these decides
 * which steps ran and what the tables show. The stop rules are as the manifest holds them, a threshold with its unit
 * ({@code 50 ms}, {@code 10%}) or {@code off}, under their option names.
 *
 * @param threads                the thread counts, in the order they ran
 * @param repeats                {@code --repeats}: how often the whole sweep was to run; with {@code --repeats auto}, the
 *                               most it could ({@code --max-repeats})
 * @param iterations             {@code --iterations}: measurements per step
 * @param cooldownSeconds        {@code --cooldown}: the pause between steps, in whole seconds
 * @param stopWhenTpsDrops       {@code --stop-when-tps-drops}
 * @param stopWhenP95Above       {@code --stop-when-p95-above}
 * @param stopWhenErrorRateAbove {@code --stop-when-error-rate-above}
 * @param autoRepeats            {@code --repeats auto}: the sweep repeated until every cell's TPS was as precise as
 *                               {@code precisionPct}, at least 3 and at most {@code repeats} times
 * @param precisionPct           {@code --precision}: half the 95 % interval of TPS, in percent, that {@code --repeats auto}
 *                               repeats for and the comparisons' advice is given for; absent when not given, and then
 *                               {@link #precision()} is 5
 */
@JsonPropertyOrder({"threads", "repeats", "autoRepeats", "precisionPct", "iterations", "cooldownSeconds", "stop-when-tps-drops",
        "stop-when-p95-above", "stop-when-error-rate-above"})
public record SweepPlan(List<Integer> threads, int repeats, int iterations, long cooldownSeconds,
                        @JsonProperty("stop-when-tps-drops") String stopWhenTpsDrops,
                        @JsonProperty("stop-when-p95-above") String stopWhenP95Above,
                        @JsonProperty("stop-when-error-rate-above") String stopWhenErrorRateAbove,
                        @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean autoRepeats,
                        @JsonInclude(JsonInclude.Include.NON_ABSENT) OptionalDouble precisionPct) {
    /** The precision the advice is given for when none was asked: a 5 % difference. */
    public static final double DEFAULT_PRECISION_PCT = 5;

    /**
     * Copies the thread counts; a null precision reads as absent.
     *
     * @param threads                the thread counts, in the order they ran
     * @param repeats                {@code --repeats}: how often the whole sweep was to run; with {@code --repeats
     *                               auto}, the most it could ({@code --max-repeats})
     * @param iterations             {@code --iterations}: measurements per step
     * @param cooldownSeconds        {@code --cooldown}: the pause between steps, in whole seconds
     * @param stopWhenTpsDrops       {@code --stop-when-tps-drops}
     * @param stopWhenP95Above       {@code --stop-when-p95-above}
     * @param stopWhenErrorRateAbove {@code --stop-when-error-rate-above}
     * @param autoRepeats            {@code --repeats auto}: the sweep repeated until every cell's TPS was as
     *                               precise as {@code precisionPct}, at least 3 and at most {@code repeats} times
     * @param precisionPct           {@code --precision}: half the 95 % interval of TPS, in percent, that {@code
     *                               --repeats auto} repeats for and the comparisons' advice is given for; absent
     *                               when not given, and then {@link #precision()} is 5
     */
    public SweepPlan {
        threads = List.copyOf(threads);
        precisionPct = precisionPct == null ? OptionalDouble.empty() : precisionPct;
    }

    /**
     * The precision asked, or the 5 % the advice is for when none was.
     *
     * @return half the 95 % interval of TPS, in percent
     */
    public double precision() {
        return precisionPct.orElse(DEFAULT_PRECISION_PCT);
    }

    /**
     * A plan of a fixed number of repeats, with the advice for a 5 % difference.
     *
     * @param threads                the thread counts, in the order they ran
     * @param repeats                {@code --repeats}: how often the whole sweep was to run; with {@code --repeats
     *                               auto}, the most it could ({@code --max-repeats})
     * @param iterations             {@code --iterations}: measurements per step
     * @param cooldownSeconds        {@code --cooldown}: the pause between steps, in whole seconds
     * @param stopWhenTpsDrops       {@code --stop-when-tps-drops}
     * @param stopWhenP95Above       {@code --stop-when-p95-above}
     * @param stopWhenErrorRateAbove {@code --stop-when-error-rate-above}
     */
    public SweepPlan(List<Integer> threads, int repeats, int iterations, long cooldownSeconds, String stopWhenTpsDrops,
                     String stopWhenP95Above, String stopWhenErrorRateAbove) {
        this(threads, repeats, iterations, cooldownSeconds, stopWhenTpsDrops, stopWhenP95Above, stopWhenErrorRateAbove, false,
                OptionalDouble.empty());
    }
}
