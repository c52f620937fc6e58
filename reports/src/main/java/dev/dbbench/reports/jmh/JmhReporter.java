package dev.dbbench.reports.jmh;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.dbbench.reports.InputReporter;
import dev.dbbench.reports.Metric;
import dev.dbbench.reports.StepGroup;
import dev.dbbench.reports.Summaries;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.sweep.Samples;
import dev.dbbench.stats.Stats;
import dev.dbbench.spi.report.ReportInput;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * {@code --format jmh}: {@code jmh-result.json} in the format of JMH's {@code -rf json}, one record per target and
 * thread count, named {@code dbbench.<workload>.<target>}, in throughput mode. The primary metric is TPS; QPS and the
 * latency percentiles (ms) are secondary metrics. A repeat is a JMH fork; its samples are its iterations, or the
 * measured intervals of a step measured once, so the 99.9 % error says how steady the step ran.
 */
public final class JmhReporter implements InputReporter {
    /** The JMH release whose result format this follows. */
    static final String JMH_FORMAT = "1.37";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Override
    public String format() {
        return "jmh";
    }

    @Override
    public String fileName() {
        return "jmh-result.json";
    }

    @Override
    public String description() {
        return "JMH's JSON result format (jmh-result.json) for jmh-visualizer and CI plugins that chart JMH results";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void write(ReportInput input, Writer out) throws IOException {
        List<JmhRecord> records = new ArrayList<>();
        Summaries s = Summaries.of(input.result());
        for (StepGroup g : s.groups()) {
            if (!g.allFailed()) {
                records.add(record(input, g));
            }
        }
        JSON.writeValue(new NonClosing(out), records);
        out.write("\n");
        out.flush();
    }

    private static JmhRecord record(ReportInput input, StepGroup g) {
        RunResult r = input.result();
        Map<String, String> m = r.manifest();
        String workload = r.workload() == null ? "workload" : r.workload().id();
        List<StepResult> steps = g.measured();
        int forks = (int) steps.stream().mapToInt(StepResult::repeat).distinct().count();
        int iterations = (int) steps.stream().mapToInt(StepResult::iteration).distinct().count();
        String jvm = m.getOrDefault("client.jvm", "");
        int space = jvm.lastIndexOf(' ');
        Map<String, String> params = new LinkedHashMap<>();
        params.put("target", g.target());
        params.put("threads", Integer.toString(g.threads()));
        // The target's tags (cloud, region, instance class) are what tools charting JMH results group by.
        r.targets().stream().filter(t -> t.name().equals(g.target())).findFirst()
                .ifPresent(t -> t.tags().forEach((k, v) -> params.put("tag." + k, v)));
        if (r.workload() != null) {
            params.putAll(r.workload().options());
        }
        Map<String, JmhMetric> secondary = new LinkedHashMap<>();
        secondary.put("qps", metric(g, Metric.QPS, "ops/s", input, IntervalResult::qps));
        secondary.put("latency.avg", metric(g, Metric.AVG_LATENCY, "ms", input, i -> i.latencyMs().avg()));
        secondary.put("latency.p50", latency(g, "p50", s -> s.latencyMs().p50(), input, i -> i.latencyMs().p50()));
        secondary.put("latency.p95", metric(g, Metric.P95_LATENCY, "ms", input, i -> i.latencyMs().p95()));
        secondary.put("latency.p99", metric(g, Metric.P99_LATENCY, "ms", input, i -> i.latencyMs().p99()));
        secondary.put("latency.p99.9", latency(g, "p999", s -> s.latencyMs().p999(), input, i -> i.latencyMs().p999()));
        secondary.put("latency.max", metric(g, Metric.MAX_LATENCY, "ms", input, i -> i.latencyMs().max()));
        return new JmhRecord(JMH_FORMAT, "dbbench." + nameSafe(workload) + "." + nameSafe(g.target()), "thrpt", g.threads(), forks,
                "", List.of(), space < 0 ? jvm : jvm.substring(space + 1), space < 0 ? jvm : jvm.substring(0, space),
                space < 0 ? "" : jvm.substring(space + 1), m.containsKey("warmup") ? 1 : 0, jmhTime(m.get("warmup")), 1,
                Math.max(1, iterations), jmhTime(m.get("time")), 1, params,
                metric(g, Metric.TPS, "ops/s", input, IntervalResult::tps), secondary);
    }

    private static JmhMetric metric(StepGroup g, Metric m, String unit, ReportInput input, ToDoubleFunction<IntervalResult> perInterval) {
        return JmhMetric.of(g.value(m).orElse(Double.NaN), unit, RawData.of(g, m::of, input.intervals(), perInterval));
    }

    /** A percentile that has no table of its own: the median over repeats of each repeat's mean, as the tables compute. */
    private static JmhMetric latency(StepGroup g, String name, ToDoubleFunction<StepResult> perStep, ReportInput input,
                                     ToDoubleFunction<IntervalResult> perInterval) {
        double score = Stats.median(Samples.repeatMeans(g.measured(), perStep));
        return JmhMetric.of(score, "ms", RawData.of(g, perStep, input.intervals(), perInterval));
    }

    /**
     * A part of a benchmark name as JMH's tools split it: dots separate the parts, so a dot, a space or a slash inside a
     * workload or target name becomes {@code _} ({@code a / b} for a comparison of two workloads).
     */
    static String nameSafe(String part) {
        return part.replaceAll("[^A-Za-z0-9_:-]+", "_");
    }

    /** {@code 10s} or {@code 1m30s} as JMH writes a time: {@code "10 s"}; empty when not recorded. */
    static String jmhTime(String duration) {
        if (duration == null || duration.isBlank()) {
            return "";
        }
        try {
            return dev.dbbench.config.Durations.parse("time", duration).toSeconds() + " s";
        } catch (RuntimeException notADuration) {
            return duration;
        }
    }

    /** The caller owns the writer: Jackson must not close it. */
    private static final class NonClosing extends java.io.FilterWriter {
        NonClosing(Writer out) {
            super(out);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
