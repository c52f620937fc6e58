package dev.dbbench.result;

/**
 * A step whose result may measure the client rather than the server: the client process was busy enough to hold the
 * run back.
 *
 * @param target       the target's name
 * @param threads      the step's threads
 * @param repeat       the step's repeat
 * @param clientCpuPct percent of its cores the client process used, averaged over the step's measured intervals
 * @param cpuPerQueryUs client CPU time per query, in microseconds
 * @param reason       what showed it, and what to do: one line
 */
public record ClientBottleneck(String target, int threads, int repeat, double clientCpuPct, double cpuPerQueryUs, String reason) {
}
