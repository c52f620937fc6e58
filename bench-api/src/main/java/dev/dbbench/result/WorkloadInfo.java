package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.dbbench.spi.metric.Metric;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The workload of a run and every effective option value.
 *
 * @param id      the workload's id
 * @param options every option's value in effect, by name
 * @param metrics the metrics the workload declares, from which each step's and window's {@code metrics} follow; empty
 *                for a workload that declares none, and in results written before declarations existed (a reader then
 *                takes those of the installed workload of the same id, {@link #withMetrics})
 */
public record WorkloadInfo(String id, Map<String, String> options,
                           @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Metric> metrics) {
    /**
     * Copies the options, sorted by name, and the metrics; null metrics read as none.
     *
     * @param id      the workload's id
     * @param options every option's value in effect, by name
     * @param metrics the metrics the workload declares, from which each step's and window's {@code metrics} follow;
     *                empty for a workload that declares none, and in results written before declarations existed (a
     *                reader then takes those of the installed workload of the same id, {@link #withMetrics})
     */
    public WorkloadInfo {
        options = java.util.Collections.unmodifiableMap(new TreeMap<>(options));
        metrics = metrics == null ? List.of() : List.copyOf(metrics);
    }

    /**
     * A workload that declares no metrics.
     *
     * @param id      the workload's id
     * @param options every option's value in effect, by name
     */
    public WorkloadInfo(String id, Map<String, String> options) {
        this(id, options, List.of());
    }

    /**
     * This workload with other declared metrics.
     *
     * @param declared the metrics the workload declares
     * @return a new workload info
     */
    public WorkloadInfo withMetrics(List<Metric> declared) {
        return new WorkloadInfo(id, options, declared);
    }
}
