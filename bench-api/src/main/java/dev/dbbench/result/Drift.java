package dev.dbbench.result;

import java.util.OptionalDouble;

/**
 * How throughput moved over the run.
 *
 * @param trendPctPerHour  least-squares slope of interval TPS over time, as a percentage of the mean TPS per hour
 * @param firstWindowTps   mean TPS of the first analysis window at least half full (0 when there is none)
 * @param lastWindowTps    mean TPS of the last such window (0 when there is none)
 * @param firstToLastPct   change from the first window to the last, in percent; empty with fewer than two such windows
 */
public record Drift(double trendPctPerHour, double firstWindowTps, double lastWindowTps, OptionalDouble firstToLastPct) {
}
