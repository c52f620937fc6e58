package dev.dbbench.reports.jmh;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.dbbench.stats.Stats;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * One metric of a JMH result record ({@code primaryMetric} or an entry of {@code secondaryMetrics}), with JMH's fields
 * and meanings: {@code scoreError} is the half-width of the 99.9 % confidence interval of the raw samples' mean,
 * {@code NaN} (written as the string JMH writes) below two samples.
 *
 * @param rawData one list per fork (a dbbench repeat), each with one value per sample (iteration or interval)
 */
@JsonPropertyOrder({"score", "scoreError", "scoreConfidence", "scorePercentiles", "scoreUnit", "rawData"})
record JmhMetric(double score, double scoreError, double[] scoreConfidence, Map<String, Double> scorePercentiles,
                 String scoreUnit, List<List<Double>> rawData) {
    /** The percentiles JMH lists, under its keys. */
    private static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};

    /** The metric of {@code rawData} by JMH's definitions: the score is the mean of every sample, the error as above. */
    static JmhMetric of(String unit, List<List<Double>> rawData) {
        double[] all = rawData.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).toArray();
        double score = all.length == 0 ? Double.NaN : Arrays.stream(all).average().orElseThrow();
        double error = Stats.error(all, 0.999);
        double[] confidence = Double.isNaN(error) ? new double[] {Double.NaN, Double.NaN} : new double[] {score - error, score + error};
        return new JmhMetric(score, error, confidence, percentiles(all), unit, rawData);
    }

    private static Map<String, Double> percentiles(double[] values) {
        Map<String, Double> out = new LinkedHashMap<>();
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        Percentile p = new Percentile();
        p.setData(sorted);
        for (double q : PERCENTILES) {
            double v = sorted.length == 0 ? Double.NaN : q == 0 ? sorted[0] : p.evaluate(q);
            out.put(Double.toString(q), v);
        }
        return out;
    }
}
