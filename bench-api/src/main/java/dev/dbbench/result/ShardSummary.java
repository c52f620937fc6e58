package dev.dbbench.result;

/**
 * One client process of a sharded run, as its own result and a merged one show it.
 *
 * @param index             the shard, from 0
 * @param host              the client it ran on
 * @param clockOffsetMs     how far the server's clock was ahead of this client's when it registered, in milliseconds
 * @param clockErrorMs      the largest error of its estimates of that offset, in milliseconds
 * @param clientCpuPct      percent of its cores the client process used, averaged over its measured intervals; -1 when
 *                          unknown
 * @param measuredIntervals the measured intervals it kept
 * @param status            how its part ended: {@code ok}, {@code failed: reason}, or how far a shard that was killed got
 */
public record ShardSummary(int index, String host, double clockOffsetMs, double clockErrorMs, double clientCpuPct,
                           long measuredIntervals, String status) {
}
