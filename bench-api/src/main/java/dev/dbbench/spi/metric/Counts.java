package dev.dbbench.spi.metric;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a stretch of a run counted, the input of every {@link Metric}: summed over its intervals, or over the shards of
 * a merged run.
 *
 * @param seconds        measured seconds
 * @param events         events completed, of every operation (the step's {@code transactions})
 * @param operations     events per operation name
 * @param counterSeconds the length of the window the server counters were read over, in seconds; 0 when none was read
 * @param counters       the change of each server counter over that window: the workload's own by name and, under
 *                       {@link CounterRate#SERVER_TRANSACTIONS}, the server's transactions ended when the target reads
 *                       them; empty when none was read
 */
public record Counts(double seconds, long events, Map<String, Long> operations, double counterSeconds, Map<String, Long> counters) {
    /**
     * Copies the maps; null ones read as empty.
     *
     * @param seconds        measured seconds
     * @param events         events completed, of every operation
     * @param operations     events per operation name
     * @param counterSeconds the length of the window the server counters were read over; 0 when none was read
     * @param counters       the change of each server counter over that window
     */
    public Counts {
        operations = copy(operations);
        counters = copy(counters);
    }

    private static Map<String, Long> copy(Map<String, Long> m) {
        return m == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(m));
    }
}
