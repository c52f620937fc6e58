package dev.dbbench.reports.jmh;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.dbbench.reports.TextReporter;
import dev.dbbench.reports.StepGroup;
import dev.dbbench.reports.Summaries;
import dev.dbbench.result.Measure;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.sweep.Cells;
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
 * latency percentiles (ms) are secondary metrics. A repeat is a JMH fork. Its samples are its iterations when it has
 * several, else the repeat's one value when there are several repeats, else, for a step measured once, its batches of
 * intervals ({@link Cells#jmhSamples}). Every number follows JMH's definitions from those samples: the score is their
 * mean and the error the half-width of their 99.9 % interval, so that JMH's tools read them as they read JMH's; the
 * summary in {@code result.json} ({@code tpsMean}, {@code tpsError}) holds the same two numbers for TPS. {@code params}
 * holds what identifies the benchmark (target, threads, tags, workload options), never what differs from one run of the
 * same benchmark to the next (a random seed), so that two runs of one sweep match benchmark for benchmark.
 */
public final class JmhReporter implements TextReporter {
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
            r.workload().options().forEach((k, v) -> {
                if (identifies(k)) {
                    params.putIfAbsent(k, v);
                }
            });
        }
        Map<String, JmhMetric> secondary = new LinkedHashMap<>();
        secondary.put("qps", measure(g, Measure.QPS, "ops/s"));
        secondary.put("latency.avg", measure(g, Measure.AVG_MS, "ms"));
        secondary.put("latency.p50", steps(g, s -> s.latencyMs().p50()));
        secondary.put("latency.p95", measure(g, Measure.P95_MS, "ms"));
        secondary.put("latency.p99", measure(g, Measure.P99_MS, "ms"));
        secondary.put("latency.p99.9", steps(g, s -> s.latencyMs().p999()));
        secondary.put("latency.max", steps(g, s -> s.latencyMs().max()));
        return new JmhRecord(JMH_FORMAT, "dbbench." + nameSafe(workload) + "." + nameSafe(g.target()), "thrpt", g.threads(), forks,
                "", List.of(), space < 0 ? jvm : jvm.substring(space + 1), space < 0 ? jvm : jvm.substring(0, space),
                space < 0 ? "" : jvm.substring(space + 1), m.containsKey("warmup") ? 1 : 0, jmhTime(m.get("warmup")), 1,
                Math.max(1, iterations), jmhTime(m.get("time")), 1, params,
                measure(g, Measure.TPS, "ops/s"), secondary);
    }

    /** A measure with batches: a step measured once has a sample per batch. */
    private static JmhMetric measure(StepGroup g, Measure m, String unit) {
        return JmhMetric.of(unit, Cells.jmhSamples(g.measured(), m::of, m::ofBatches));
    }

    /** A latency kept per step only: a sample per repeat or iteration. */
    private static JmhMetric steps(StepGroup g, ToDoubleFunction<StepResult> perStep) {
        return JmhMetric.of("ms", Cells.jmhSamples(g.measured(), perStep, s -> List.of()));
    }

    /** A workload option that names the benchmark, not one run of it: a seed differs from run to run. */
    static boolean identifies(String option) {
        return !option.toLowerCase(java.util.Locale.ROOT).contains("seed") && !option.equals("threads");
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
