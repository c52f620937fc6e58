package dev.dbbench.result;

/** Count and latency of one kind of event (for workloads that mix several kinds of transaction). */
public record OperationStats(long count, double perSecond, LatencyMs latencyMs) {
}
