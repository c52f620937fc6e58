package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * A step's measured intervals taken in consecutive batches of equal length, each batch's rates and latency: what the
 * interval of a step measured once is computed from ({@link Estimate.Basis#INTERVALS}). Consecutive intervals of one
 * run are not independent samples (a slow second is often followed by another), so their spread would make an
 * interval too narrow; batches of several intervals are nearly independent, and what correlation is left is corrected
 * for. A step has 10 to 19 batches of a power of two intervals each once it has 20 intervals, one per interval below
 * that; intervals after the last full batch are in no batch.
 *
 * @param intervals measured intervals per batch
 * @param tps       each batch's transactions per second
 * @param qps       each batch's queries per second
 * @param avgMs     each batch's mean latency, ms
 * @param p95Ms     each batch's 95th percentile latency, ms
 * @param p99Ms     each batch's 99th percentile latency, ms
 */
@JsonPropertyOrder({"intervals", "tps", "qps", "avgMs", "p95Ms", "p99Ms"})
public record BatchSeries(int intervals, List<Double> tps, List<Double> qps, List<Double> avgMs, List<Double> p95Ms,
                          List<Double> p99Ms) {
    /**
     * Copies the series.
     *
     * @param intervals measured intervals per batch
     * @param tps       each batch's transactions per second
     * @param qps       each batch's queries per second
     * @param avgMs     each batch's mean latency, ms
     * @param p95Ms     each batch's 95th percentile latency, ms
     * @param p99Ms     each batch's 99th percentile latency, ms
     * @throws IllegalArgumentException when the series differ in length
     */
    public BatchSeries {
        tps = List.copyOf(tps);
        qps = List.copyOf(qps);
        avgMs = List.copyOf(avgMs);
        p95Ms = List.copyOf(p95Ms);
        p99Ms = List.copyOf(p99Ms);
        int n = tps.size();
        if (qps.size() != n || avgMs.size() != n || p95Ms.size() != n || p99Ms.size() != n) {
            throw new IllegalArgumentException("every series of a batch series has one value per batch");
        }
    }

    /**
     * How many batches there are.
     *
     * @return the length of every series
     */
    public int size() {
        return tps.size();
    }
}
