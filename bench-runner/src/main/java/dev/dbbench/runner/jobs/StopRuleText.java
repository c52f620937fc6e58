package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.SweepSpec;
import dev.dbbench.spi.UsageException;
import dev.dbbench.sweep.StopRules;

/**
 * A sweep's stop rules read from their options. The values stay text until here so that a refusal can
 * quote them as typed, not as Java prints a double.
 */
final class StopRuleText {
    private StopRuleText() {
    }

    static StopRules rules(SweepSpec o) {
        return new StopRules(percent("--stop-when-tps-drops", o.stopTpsDrop()), threshold("--stop-when-p95-above", o.stopP95()),
                percent("--stop-when-error-rate-above", o.stopErrors()));
    }

    private static double percent(String option, String text) {
        double v = number(option, text, "a percentage from 0 (off) to 100");
        if (v < 0 || v > 100) {
            throw new UsageException(option + " " + text + " is out of range; give a percentage from 0 (off) to 100");
        }
        return v;
    }

    private static double threshold(String option, String text) {
        double v = number(option, text, "a latency in ms, or 0 (off)");
        if (v < 0) {
            throw new UsageException(option + " " + text + " is negative; give a latency in ms, or 0 (off)");
        }
        return v;
    }

    private static double number(String option, String text, String valid) {
        try {
            double v = Double.parseDouble(text.strip());
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // Refused below with the option's own message.
        }
        throw new UsageException(option + " '" + text + "' is not a number; give " + valid);
    }
}
