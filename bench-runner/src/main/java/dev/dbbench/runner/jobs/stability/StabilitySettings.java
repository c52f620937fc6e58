package dev.dbbench.runner.jobs.stability;

import dev.dbbench.runner.jobs.verdict.ThresholdManifest;
import dev.dbbench.runner.jobs.metrics.MetricsSettings;
import dev.dbbench.runner.jobs.RunSettings;
import dev.dbbench.config.Durations;
import dev.dbbench.runner.spec.StabilitySpec;
import dev.dbbench.spi.UsageException;
import dev.dbbench.result.StabilityThresholds;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The options of {@code stability}, validated once on entry.
 *
 * @param run             the run settings, with {@code --duration} as the measured time
 * @param thresholds      what makes the run unstable
 * @param checkpointEvery how often {@code result.json} is rewritten while running
 * @param metrics         the Prometheus endpoint, if asked for
 */
public record StabilitySettings(RunSettings run, StabilityThresholds thresholds, Duration checkpointEvery,
                                MetricsSettings metrics) {

    public static StabilitySettings from(StabilitySpec o) {
        Duration duration = Durations.positive("--duration", o.duration());
        Duration interval = Durations.positive("--report-interval", o.run().reportInterval());
        if (interval.compareTo(duration) > 0) {
            throw new UsageException("--report-interval " + o.run().reportInterval() + " is longer than --duration " + o.duration()
                    + "; give a shorter --report-interval (its default is 10s) or a longer run");
        }
        RunSettings run = RunSettings.from(o.run().withTimes(duration.toMillis() + "ms", o.run().warmup()));
        Duration checkpoint = Durations.positive("--checkpoint-every", o.checkpointEvery());
        return new StabilitySettings(run, thresholds(o), checkpoint, MetricsSettings.from(o.metrics()));
    }

    private static StabilityThresholds thresholds(StabilitySpec o) {
        Duration window = Durations.positive("--analysis-window", o.window());
        Duration gap = Durations.parse("--outage-gap", o.outageGap());
        percent("--stall-below", o.stallBelow(), 100, "e.g. 10 for a tenth of the median TPS");
        if (!(o.spikeFactor() >= 1)) {
            throw new UsageException("--spike-factor " + o.spikeFactor() + " must be at least 1; give e.g. 10 for ten times the p99");
        }
        if (o.maxSpikes() < 0) {
            throw new UsageException("--max-spikes " + o.maxSpikes() + " is negative; give 0 or more");
        }
        percent("--max-cv", o.maxCv(), 1000, "e.g. 10");
        percent("--max-drift", o.maxDrift(), 1000, "e.g. 10");
        return new StabilityThresholds(window.toMillis() / 1000.0, o.stallBelow(), o.spikeFactor(), o.maxSpikes(), o.maxCv(), o.maxDrift(),
                StabilityThresholds.DEFAULTS.partialBelowPct(), gap.toMillis() / 1000.0);
    }

    private static void percent(String option, double v, double max, String example) {
        if (!(v >= 0 && v < max)) {
            throw new UsageException(option + " " + v + " is out of range; give a percentage from 0 to below " + (int) max + ", " + example);
        }
    }

    public Duration duration() {
        return run.time();
    }

    /** The manifest entries of a stability run, besides the run settings: duration and thresholds. */
    public Map<String, String> manifest() {
        Map<String, String> m = new LinkedHashMap<>(ThresholdManifest.write(thresholds));
        m.put("duration", Durations.format(duration()));
        m.put("checkpoint-every", Durations.format(checkpointEvery));
        return m;
    }
}
