package dev.dbbench.result;

import dev.dbbench.spi.metric.Counts;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.MetricValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The values of declared metrics over what a step or window counted. Stateless. */
public final class Metrics {
    private Metrics() {
    }

    /**
     * Each declared metric's value over what was counted.
     *
     * @param declared the workload's metrics
     * @param counts   what a step or window counted
     * @return values by metric name, in the order declared; a metric without a value is left out
     */
    public static Map<String, MetricValue> of(List<Metric> declared, Counts counts) {
        Map<String, MetricValue> values = new LinkedHashMap<>();
        for (Metric m : declared) {
            m.valueOf(counts).ifPresent(v -> values.put(m.name(), v));
        }
        return Collections.unmodifiableMap(values);
    }
}
