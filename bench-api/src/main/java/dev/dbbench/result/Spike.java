package dev.dbbench.result;

import java.time.Instant;

/**
 * An interval whose slowest event took more than the spike factor times the run's p99.
 *
 * @param at          wall-clock end of the interval
 * @param atSeconds   the same as seconds since measuring started
 * @param maxMs       the interval's maximum latency in milliseconds
 * @param timesP99    that maximum divided by the run's p99
 */
public record Spike(Instant at, double atSeconds, double maxMs, double timesP99) {
}
