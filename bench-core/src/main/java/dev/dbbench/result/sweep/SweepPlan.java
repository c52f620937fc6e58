package dev.dbbench.result.sweep;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * What a sweep was asked to run, as {@code summary.plan} of its {@code result.json} records it: each of these decides
 * which steps ran and what the tables show. The stop rules are as the manifest holds them, a threshold with its unit
 * ({@code 50 ms}, {@code 10%}) or {@code off}, under their option names.
 *
 * @param threads                the thread counts, in the order they ran
 * @param repeats                {@code --repeats}: how often the whole sweep ran
 * @param iterations             {@code --iterations}: measurements per step
 * @param cooldownSeconds        {@code --cooldown}: the pause between steps, in whole seconds
 * @param stopWhenTpsDrops       {@code --stop-when-tps-drops}
 * @param stopWhenP95Above       {@code --stop-when-p95-above}
 * @param stopWhenErrorRateAbove {@code --stop-when-error-rate-above}
 */
@JsonPropertyOrder({"threads", "repeats", "iterations", "cooldownSeconds", "stop-when-tps-drops", "stop-when-p95-above",
        "stop-when-error-rate-above"})
public record SweepPlan(List<Integer> threads, int repeats, int iterations, long cooldownSeconds,
                        @JsonProperty("stop-when-tps-drops") String stopWhenTpsDrops,
                        @JsonProperty("stop-when-p95-above") String stopWhenP95Above,
                        @JsonProperty("stop-when-error-rate-above") String stopWhenErrorRateAbove) {
    public SweepPlan {
        threads = List.copyOf(threads);
    }
}
