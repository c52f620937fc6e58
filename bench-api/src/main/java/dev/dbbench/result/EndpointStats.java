package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One endpoint of a target with readers over a step's measured time: what ran there, and for a reader its lag.
 *
 * @param role             {@code writer} or {@code reader}
 * @param transactions     events that ran on this endpoint
 * @param tps              those events per second
 * @param latencyMs        their latency; all zero when none ran here
 * @param lag              a reader's replica lag; null for the writer
 * @param rywChecks        read-only events that first looked on this reader for their worker's last write
 * @param rywMisses        those that did not find it yet
 * @param outages          windows in which this reader could not be used (the writer's are the step's own outages)
 * @param duringWriterDown events this reader completed in intervals during which the writer was down: the reads that
 *                         went on through a failover
 */
public record EndpointStats(String role, long transactions, double tps, LatencyMs latencyMs,
                            @JsonInclude(JsonInclude.Include.NON_NULL) ReplicaLag lag, long rywChecks,
                            long rywMisses, List<Outage> outages, long duringWriterDown) {

    /**
     * A null outage list reads as empty.
     *
     * @param role             {@code writer} or {@code reader}
     * @param transactions     events that ran on this endpoint
     * @param tps              those events per second
     * @param latencyMs        their latency; all zero when none ran here
     * @param lag              a reader's replica lag; null for the writer
     * @param rywChecks        read-only events that first looked on this reader for their worker's last write
     * @param rywMisses        those that did not find it yet
     * @param outages          windows in which this reader could not be used (the writer's are the step's own
     *                         outages)
     * @param duringWriterDown events this reader completed in intervals during which the writer was down: the reads
     *                         that went on through a failover
     */
    public EndpointStats {
        outages = outages == null ? List.of() : List.copyOf(outages);
    }

    /**
     * The share of checked reads that missed the worker's last write.
     *
     * @return 0 to 1; 0 when none was checked
     */
    public double rywMissRate() {
        return rywChecks == 0 ? 0 : (double) rywMisses / rywChecks;
    }
}
