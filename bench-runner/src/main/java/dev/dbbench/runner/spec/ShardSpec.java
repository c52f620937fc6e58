package dev.dbbench.runner.spec;

/**
 * This process as one shard of a run that several clients drive together, as given; every field but the durations
 * null when not given.
 *
 * @param shard         {@code I/N}: shard I (from 0) of N; null to read {@code JOB_COMPLETION_INDEX} and {@code DBBENCH_SHARDS}
 * @param runId         the run's name, the same on every shard
 * @param controlUrl    a writable database for the control table when the target is read-only
 * @param maxClockError the largest error of a shard's estimate of the server clock, such as {@code 50ms}
 * @param lead          how far ahead shard 0 sets each step's start, such as {@code 2s}
 * @param timeout       how long the first step waits for every shard, such as {@code 10m}
 */
public record ShardSpec(String shard, String runId, String controlUrl, String maxClockError, String lead, String timeout) {
    /** One client, unless the environment names a shard. */
    public static ShardSpec defaults() {
        return new ShardSpec(null, null, null, "50ms", "2s", "10m");
    }
}
