package dev.dbbench.result;

import java.time.Instant;

/**
 * A window in which the server could not be used: from the first lost connection to the first
 * successful event after it.
 *
 * @param firstFailure    when the first worker lost its connection
 * @param recovered       when an event next succeeded
 * @param downtimeSeconds the difference, in seconds
 * @param instanceBefore  the server instance before, where the target can tell (failover)
 * @param instanceAfter   the server instance after
 * @param warmup          true when the first failure came in the warm-up: its lost connections and reconnects are
 *                        counted in the warm-up's intervals, which no measured total includes
 */
public record Outage(Instant firstFailure, Instant recovered, double downtimeSeconds, String instanceBefore, String instanceAfter,
                     boolean warmup) {

    /**
     * A window that began while measuring.
     *
     * @param firstFailure    when the first worker lost its connection
     * @param recovered       when an event next succeeded
     * @param downtimeSeconds the difference, in seconds
     * @param instanceBefore  the server instance before, where the target can tell (failover)
     * @param instanceAfter   the server instance after
     */
    public Outage(Instant firstFailure, Instant recovered, double downtimeSeconds, String instanceBefore, String instanceAfter) {
        this(firstFailure, recovered, downtimeSeconds, instanceBefore, instanceAfter, false);
    }
}
