package dev.dbbench.result;

import java.time.Instant;

/**
 * Consecutive full intervals whose TPS fell below the stall threshold.
 *
 * @param from          wall-clock start of the first stalled interval
 * @param to            wall-clock end of the last one
 * @param fromSeconds   the same as seconds since measuring started
 * @param toSeconds     the same as seconds since measuring started
 * @param intervals     stalled intervals in a row
 * @param minTps        the lowest TPS among them
 * @param duringOutage  true when it overlaps an outage window (the server was away, not just slow)
 */
public record Stall(Instant from, Instant to, double fromSeconds, double toSeconds, int intervals, double minTps,
                    boolean duringOutage) {
}
