package dev.dbbench.runner.spec;

/**
 * A stability run as given: how long it measures, what makes it unstable and how it is watched.
 *
 * @param duration        how long to measure, such as {@code 1h}
 * @param run             warm-up, rate, intervals, client and the rest of a run's settings; its {@code time} is unused
 * @param window          the length of the summary's windows, such as {@code 1h}
 * @param stallBelow      an interval below this percentage of the median TPS is a stall
 * @param spikeFactor     an interval whose max latency exceeds this many times the run's p99 is a spike
 * @param maxSpikes       more spikes than this make the run unstable
 * @param maxCv           interval TPS varying more than this (CV, per cent) makes the run unstable
 * @param maxDrift        TPS changing more than this many per cent from the first window to the last makes it unstable
 * @param outageGap       outage windows this close together count as one outage
 * @param checkpointEvery how often {@code result.json} is rewritten while running
 * @param metrics         the Prometheus endpoint
 */
public record StabilitySpec(String duration, MeasureSpec run, String window, double stallBelow, double spikeFactor, int maxSpikes,
                            double maxCv, double maxDrift, String outageGap, String checkpointEvery, MetricsSpec metrics) {

    /** The command line's defaults for a run of {@code duration} with ten-second intervals. */
    public static StabilitySpec of(String duration) {
        return new StabilitySpec(duration, MeasureSpec.defaults().withReportInterval("10s"), "1h", 10, 10, 0, 10, 10, "2s", "60s",
                MetricsSpec.none());
    }

    /** This with {@code run} as the run's settings. */
    public StabilitySpec withRun(MeasureSpec run) {
        return new StabilitySpec(duration, run, window, stallBelow, spikeFactor, maxSpikes, maxCv, maxDrift, outageGap,
                checkpointEvery, metrics);
    }
}
