package dev.dbbench.runner.jobs.verdict;

import dev.dbbench.result.StabilityThresholds;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The thresholds of a stability run in its manifest, written when the run starts, so that {@code report}
 * judges a killed run by the thresholds it was started with.
 */
public final class ThresholdManifest {
    private static final String P = "stability.";

    private ThresholdManifest() {
    }

    public static Map<String, String> write(StabilityThresholds t) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(P + "analysis-window-seconds", Double.toString(t.windowSeconds()));
        m.put(P + "stall-below-pct", Double.toString(t.stallBelowPct()));
        m.put(P + "spike-factor", Double.toString(t.spikeFactor()));
        m.put(P + "max-spikes", Integer.toString(t.maxSpikes()));
        m.put(P + "max-cv-pct", Double.toString(t.maxCvPct()));
        m.put(P + "max-drift-pct", Double.toString(t.maxDriftPct()));
        m.put(P + "partial-below-pct", Double.toString(t.partialBelowPct()));
        m.put(P + "outage-gap-seconds", Double.toString(t.outageGapSeconds()));
        return m;
    }

    /** Whether {@code manifest} holds thresholds at all: a run's result.json does, one guessed by report does not. */
    public static boolean recorded(Map<String, String> manifest) {
        return manifest.keySet().stream().anyMatch(k -> k.startsWith(P));
    }

    /** The thresholds recorded in {@code manifest}; any that is missing or unreadable keeps its default. */
    public static StabilityThresholds read(Map<String, String> manifest) {
        StabilityThresholds d = StabilityThresholds.DEFAULTS;
        try {
            return new StabilityThresholds(
                    number(manifest, "analysis-window-seconds", d.windowSeconds()),
                    number(manifest, "stall-below-pct", d.stallBelowPct()),
                    number(manifest, "spike-factor", d.spikeFactor()),
                    (int) number(manifest, "max-spikes", d.maxSpikes()),
                    number(manifest, "max-cv-pct", d.maxCvPct()),
                    number(manifest, "max-drift-pct", d.maxDriftPct()),
                    number(manifest, "partial-below-pct", d.partialBelowPct()),
                    number(manifest, "outage-gap-seconds", d.outageGapSeconds()));
        } catch (IllegalArgumentException edited) {
            // A hand-edited manifest with an impossible value: judge the run by the defaults rather than not at all.
            return d;
        }
    }

    private static double number(Map<String, String> m, String key, double fallback) {
        try {
            return Double.parseDouble(m.getOrDefault(P + key, Double.toString(fallback)));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
