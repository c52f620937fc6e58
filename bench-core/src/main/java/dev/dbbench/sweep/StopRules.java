package dev.dbbench.sweep;

import dev.dbbench.result.StepResult;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Optional rules that end a target's sweep early, so a saturated server is not ground through every
 * remaining thread count. Each threshold is off when not positive.
 *
 * @param tpsDropPct     stop when TPS falls this many percent below the best step so far
 * @param p95AboveMs     stop when p95 latency exceeds this many milliseconds
 * @param errorRatePct   stop when errors exceed this percentage of transactions + errors
 */
public record StopRules(double tpsDropPct, double p95AboveMs, double errorRatePct) {

    public static StopRules none() {
        return new StopRules(0, 0, 0);
    }

    /**
     * The rules under their option names, as a result's manifest and tables show them: the threshold with its unit
     * ({@code 50 ms}, {@code 10%}), since the option takes a bare number, or {@code off}.
     */
    public Map<String, String> manifest() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("stop-when-tps-drops", tpsDropText());
        m.put("stop-when-p95-above", p95AboveText());
        m.put("stop-when-error-rate-above", errorRateText());
        return m;
    }

    /** {@code --stop-when-tps-drops} as the manifest shows it, {@code 10%} or {@code off}. */
    public String tpsDropText() {
        return text(tpsDropPct, "%");
    }

    /** {@code --stop-when-p95-above} as the manifest shows it, {@code 50 ms} or {@code off}. */
    public String p95AboveText() {
        return text(p95AboveMs, " ms");
    }

    /** {@code --stop-when-error-rate-above} as the manifest shows it, {@code 2.5%} or {@code off}. */
    public String errorRateText() {
        return text(errorRatePct, "%");
    }

    private static String text(double v, String unit) {
        return v <= 0 ? "off" : (v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v)) + unit;
    }

    /** The reason to stop after {@code step}, given the best TPS seen before it, or empty to go on. */
    public Optional<String> check(StepResult step, double bestTpsBefore) {
        if (tpsDropPct > 0 && bestTpsBefore > 0 && step.tps() < bestTpsBefore * (1 - tpsDropPct / 100)) {
            return Optional.of(String.format("TPS %.2f is more than %.0f%% below the best %.2f (--stop-when-tps-drops)",
                    step.tps(), tpsDropPct, bestTpsBefore));
        }
        if (p95AboveMs > 0 && step.latencyMs().p95() > p95AboveMs) {
            return Optional.of(String.format("p95 %.2f ms is above %.2f ms (--stop-when-p95-above)", step.latencyMs().p95(), p95AboveMs));
        }
        long all = step.transactions() + step.errors();
        if (errorRatePct > 0 && all > 0 && step.errors() * 100.0 / all > errorRatePct) {
            return Optional.of(String.format("error rate %.2f%% is above %.2f%% (--stop-when-error-rate-above)",
                    step.errors() * 100.0 / all, errorRatePct));
        }
        return Optional.empty();
    }
}
