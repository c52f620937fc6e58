package dev.dbbench.result;

/**
 * A reader's replica lag over a step's measured time, from dbbench's heartbeat samples (about ten a second): the time
 * since the writer committed the first heartbeat the reader had not yet applied, zero when it had applied the last.
 *
 * @param samples     heartbeat samples taken
 * @param medianMs    their median, in milliseconds
 * @param p99Ms       their 99th percentile
 * @param maxMs       the largest
 * @param serverMaxS  the largest lag the reader reported of itself, in seconds; -1 when it reported none
 */
public record ReplicaLag(long samples, double medianMs, double p99Ms, double maxMs, double serverMaxS) {
}
