package dev.dbbench.shard;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The server's clock as this client estimates it: the local wall clock plus the offset last measured by
 * {@link ClockSync}. Every shard stamps its intervals and times its starts by it, so shards whose own clocks disagree
 * still agree on when a step starts and on which second an interval ends. Thread-safe: the offset is replaced whole.
 */
public final class ServerClock extends Clock {
    private final Clock local;
    private volatile ClockSync.Estimate estimate;

    public ServerClock(Clock local, ClockSync.Estimate estimate) {
        this.local = local;
        this.estimate = estimate;
    }

    /** Takes a newer estimate of the offset. */
    public void update(ClockSync.Estimate newer) {
        estimate = newer;
    }

    public ClockSync.Estimate estimate() {
        return estimate;
    }

    @Override
    public Instant instant() {
        return local.instant().plusNanos(Math.round(estimate.offsetMillis() * 1e6));
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the server clock is kept in UTC");
    }
}
