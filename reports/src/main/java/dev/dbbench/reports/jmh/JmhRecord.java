package dev.dbbench.reports.jmh;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * One record of JMH's JSON result ({@code -rf json}), field for field, so that tools reading JMH results (jmh-visualizer,
 * CI plugins) read dbbench's: one per target and thread count. Times are JMH's text ({@code "10 s"}).
 */
@JsonPropertyOrder({"jmhVersion", "benchmark", "mode", "threads", "forks", "jvm", "jvmArgs", "jdkVersion", "vmName", "vmVersion",
    "warmupIterations", "warmupTime", "warmupBatchSize", "measurementIterations", "measurementTime", "measurementBatchSize",
    "params", "primaryMetric", "secondaryMetrics"})
record JmhRecord(String jmhVersion, String benchmark, String mode, int threads, int forks, String jvm, List<String> jvmArgs,
                 String jdkVersion, String vmName, String vmVersion, int warmupIterations, String warmupTime, int warmupBatchSize,
                 int measurementIterations, String measurementTime, int measurementBatchSize, Map<String, String> params,
                 JmhMetric primaryMetric, Map<String, JmhMetric> secondaryMetrics) {
}
