package dev.dbbench.result;

/**
 * One endpoint of a target with readers (its writer or one of its readers) in one interval.
 *
 * @param role         {@code writer} or {@code reader}
 * @param transactions events that ran on this endpoint in the interval
 * @param tps          those events per second of the interval
 * @param lagMs        a reader's largest replica lag sampled in the interval, in milliseconds (dbbench's heartbeat);
 *                     -1 for the writer and for an interval with no sample
 * @param serverLagS   the lag the reader last reported of itself in the interval, in seconds; -1 when none
 * @param rywChecks    read-only events on this reader that first looked for the worker's last write
 *                     ({@code --read-your-writes}); 0 when not checked
 * @param rywMisses    those of them that did not find it yet
 */
public record EndpointInterval(String role, long transactions, double tps, double lagMs, double serverLagS, long rywChecks,
                               long rywMisses) {
}
