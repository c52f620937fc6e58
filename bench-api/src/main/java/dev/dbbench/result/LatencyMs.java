package dev.dbbench.result;

/**
 * Event latency in milliseconds. Under a fixed {@code --rate} it is measured from each event's
 * intended start, so queueing delay is included (no coordinated omission).
 */
public record LatencyMs(double min, double avg, double p50, double p90, double p95, double p99, double p999, double max) {

    /**
     * The latency of a step with no event.
     *
     * @return all zero
     */
    public static LatencyMs empty() {
        return new LatencyMs(0, 0, 0, 0, 0, 0, 0, 0);
    }
}
