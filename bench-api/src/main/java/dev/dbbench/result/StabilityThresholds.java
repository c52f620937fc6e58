package dev.dbbench.result;

/**
 * What counts as unstable. Every value is a {@code stability} option; the defaults suit a multi-hour run
 * with 10-second intervals, and a compressed test run passes shorter windows.
 *
 * @param windowSeconds     length of the analysis windows, one hour by default ("per hour" in the summary)
 * @param stallBelowPct     an interval whose TPS is below this percentage of the run's median interval TPS is a stall
 * @param spikeFactor       an interval whose maximum latency exceeds this many times the run's p99 is a latency spike
 * @param maxSpikes         more spikes than this make the run unstable
 * @param maxCvPct          a coefficient of variation of interval TPS above this (percent) makes the run unstable
 * @param maxDriftPct       a change of mean TPS from the first window to the last above this (percent, either way)
 *                          makes the run unstable
 * @param partialBelowPct   an interval shorter than this percentage of the usual interval (the last one of a
 *                          stopped run) is partial: it counts in totals but not in stall detection, CV or minimum
 * @param outageGapSeconds  outage windows that follow each other within this many seconds are one outage
 *                          (connections killed one by one, a restart seen by each worker in turn)
 */
public record StabilityThresholds(double windowSeconds, double stallBelowPct, double spikeFactor, int maxSpikes,
                                  double maxCvPct, double maxDriftPct, double partialBelowPct, double outageGapSeconds) {

    /** The defaults of the {@code stability} options. */
    public static final StabilityThresholds DEFAULTS = new StabilityThresholds(3600, 10, 10, 0, 10, 10, 50, 2);

    /**
     * Checks every threshold's range.
     *
     * @param windowSeconds    length of the analysis windows, one hour by default ("per hour" in the summary)
     * @param stallBelowPct    an interval whose TPS is below this percentage of the run's median interval TPS is a
     *                         stall
     * @param spikeFactor      an interval whose maximum latency exceeds this many times the run's p99 is a latency
     *                         spike
     * @param maxSpikes        more spikes than this make the run unstable
     * @param maxCvPct         a coefficient of variation of interval TPS above this (percent) makes the run
     *                         unstable
     * @param maxDriftPct      a change of mean TPS from the first window to the last above this (percent, either
     *                         way) makes the run unstable
     * @param partialBelowPct  an interval shorter than this percentage of the usual interval (the last one of a
     *                         stopped run) is partial: it counts in totals but not in stall detection, CV or
     *                         minimum
     * @param outageGapSeconds outage windows that follow each other within this many seconds are one outage
     *                         (connections killed one by one, a restart seen by each worker in turn)
     * @throws IllegalArgumentException naming the threshold out of its range
     */
    public StabilityThresholds {
        require(windowSeconds > 0, "windowSeconds must be positive");
        require(stallBelowPct >= 0 && stallBelowPct < 100, "stallBelowPct must be 0 to below 100");
        require(spikeFactor >= 1, "spikeFactor must be at least 1");
        require(maxSpikes >= 0, "maxSpikes must not be negative");
        require(maxCvPct >= 0 && maxDriftPct >= 0, "maxCvPct and maxDriftPct must not be negative");
        require(partialBelowPct >= 0 && partialBelowPct <= 100, "partialBelowPct must be 0 to 100");
        require(outageGapSeconds >= 0, "outageGapSeconds must not be negative");
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }

    /**
     * These thresholds with other analysis windows.
     *
     * @param seconds the windows' length, above 0
     * @return new thresholds
     * @throws IllegalArgumentException when {@code seconds} is not above 0
     */
    public StabilityThresholds withWindowSeconds(double seconds) {
        return new StabilityThresholds(seconds, stallBelowPct, spikeFactor, maxSpikes, maxCvPct, maxDriftPct,
                partialBelowPct, outageGapSeconds);
    }
}
