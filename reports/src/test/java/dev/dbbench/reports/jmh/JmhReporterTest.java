package dev.dbbench.reports.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.reports.Fixtures;
import dev.dbbench.result.BatchSeries;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepSummary;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.report.ReportInput;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The jmh format has the shape of JMH's own {@code -rf json}: {@code jmh/jmh-result.json} was written by JMH 1.37 running
 * perf's HarnessBenchmark ({@code java -jar perf/target/benchmarks.jar HarnessBenchmark -p threads=1 -p limit=time -f 1
 * -wi 1 -i 3 -w 1s -r 1s -rf json}); every key it has, ours has, with a value of the same JSON type, recursively.
 */
class JmhReporterTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyRecordHasTheShapeOfJmhsOwn() throws IOException {
        JsonNode jmh;
        try (InputStream in = getClass().getResourceAsStream("/jmh/jmh-result.json")) {
            jmh = JSON.readTree(in);
        }
        JsonNode ours = JSON.readTree(write(ReportInput.of(Fixtures.sweep())));

        assertThat(ours.size()).isEqualTo(6);
        for (JsonNode record : ours) {
            sameShape("record", jmh.get(0), record);
        }
    }

    @Test
    void aTargetsTagsAreParams() throws IOException {
        RunResult sweep = Fixtures.sweep();
        List<TargetInfo> tagged = sweep.targets().stream()
                .map(t -> t.withTags(java.util.Map.of("cloud", "cloud-" + t.name()), java.util.Optional.empty())).toList();
        RunResult r = new RunResult(sweep.tool(), sweep.command(), sweep.status(), sweep.startedAt(), sweep.finishedAt(),
                tagged.get(0), tagged, sweep.workload(), sweep.manifest(), sweep.steps(), sweep.summary());

        JsonNode first = JSON.readTree(write(ReportInput.of(r))).get(0);

        assertThat(first.get("params").get("tag.cloud").asText()).isEqualTo("cloud-" + first.get("params").get("target").asText());
    }

    @Test
    void namesParamsAndScoresEachTargetAndThreadCount() throws IOException {
        JsonNode first = JSON.readTree(write(ReportInput.of(Fixtures.sweep()))).get(0);

        assertThat(first.get("benchmark").asText()).isEqualTo("dbbench.oltp_read_write.mysql");
        assertThat(first.get("mode").asText()).isEqualTo("thrpt");
        assertThat(first.get("threads").asInt()).isEqualTo(8);
        assertThat(first.get("forks").asInt()).isEqualTo(2);
        assertThat(first.get("params").get("target").asText()).isEqualTo("mysql");
        assertThat(first.get("params").get("threads").asText()).isEqualTo("8");
        assertThat(first.get("params").get("table-size").asText()).isEqualTo("10000");
        JsonNode tps = first.get("primaryMetric");
        // mysql at 8 threads: QPS 800 and 820 over two repeats, TPS a twentieth: the mean 40.5.
        assertThat(tps.get("score").asDouble()).isEqualTo(40.5);
        assertThat(tps.get("scoreUnit").asText()).isEqualTo("ops/s");
        assertThat(tps.get("rawData").toString()).isEqualTo("[[40.0],[41.0]]");
        assertThat(tps.get("scorePercentiles").get("0.0").asDouble()).isEqualTo(40.0);
        assertThat(tps.get("scorePercentiles").get("100.0").asDouble()).isEqualTo(41.0);
        // 99.9 % half-width for two samples: t(0.9995, 1) = 636.619 times 0.7071 / sqrt(2).
        assertThat(tps.get("scoreError").asDouble()).isCloseTo(318.31, org.assertj.core.api.Assertions.within(0.01));
        assertThat(first.get("secondaryMetrics").get("latency.p95").get("scoreUnit").asText()).isEqualTo("ms");
        assertThat(first.get("secondaryMetrics").get("qps").get("score").asDouble()).isEqualTo(810.0);
    }

    /**
     * A step measured once has its batches of intervals as samples, and the record's score and error are, by JMH's
     * definitions, the mean of the raw data and the half-width of its 99.9 % interval: the numbers result.json holds.
     */
    @Test
    void aStepMeasuredOnceHasItsBatchesAsSamplesAndTheScoreIsTheirMeanAsInResultJson() throws IOException {
        RunResult sweep = Fixtures.sweep();
        List<Double> batches = List.of(39.0, 41.0, 40.0, 42.0);
        StepResult once = sweep.steps().get(0).toBuilder().batches(Optional.of(new BatchSeries(2, batches, batches, batches, batches,
                batches))).build();
        RunResult r = new RunResult(sweep.tool(), "sweep", sweep.status(), sweep.startedAt(), sweep.finishedAt(), sweep.target(),
                sweep.targets(), sweep.workload(), sweep.manifest(), List.of(once),
                dev.dbbench.reports.Fixtures.sweepSummary(List.of(once)));

        JsonNode tps = JSON.readTree(write(ReportInput.of(r))).get(0).get("primaryMetric");

        assertThat(tps.get("rawData").toString()).isEqualTo("[[39.0,41.0,40.0,42.0]]");
        assertThat(tps.get("score").asDouble()).isEqualTo(40.5);
        StepSummary summary = r.summary().steps().orElseThrow().get(0);
        assertThat(summary.tpsMean()).isEqualTo(tps.get("score").asDouble());
        assertThat(summary.tpsError().getAsDouble()).isCloseTo(tps.get("scoreError").asDouble(), within(0.005));
        assertThat(tps.get("scoreConfidence").get(0).asDouble()).isCloseTo(40.5 - tps.get("scoreError").asDouble(), within(1e-9));
    }

    /** Two runs of one sweep must match benchmark for benchmark in JMH's tools: a random seed is no param of it. */
    @Test
    void paramsHoldNoSeedAndTheThreadsOnce() throws IOException {
        RunResult sweep = Fixtures.sweep();
        java.util.Map<String, String> options = new java.util.TreeMap<>(sweep.workload().options());
        options.put("rand-seed", "3071261413535648744");
        options.put("threads", "999");
        RunResult r = new RunResult(sweep.tool(), sweep.command(), sweep.status(), sweep.startedAt(), sweep.finishedAt(), sweep.target(),
                sweep.targets(), new dev.dbbench.result.WorkloadInfo(sweep.workload().id(), options), sweep.manifest(), sweep.steps(),
                sweep.summary());

        JsonNode params = JSON.readTree(write(ReportInput.of(r))).get(0).get("params");

        assertThat(params.has("rand-seed")).isFalse();
        assertThat(params.get("threads").asText()).isEqualTo("8");
    }

    /**
     * jmh-visualizer's view of two runs matches a benchmark of one run with the other's by its name (class and method:
     * {@code dbbench.<workload>} and {@code <target>}) and its params in their order: two runs of one sweep that differ
     * only in their random seed, as two runs do, match record for record.
     */
    @Test
    void twoRunsOfOneSweepMatchAsJmhVisualizerMatchesThem() throws IOException {
        List<String> first = visualizerKeys(withSeed("3071261413535648744"));
        List<String> second = visualizerKeys(withSeed("5686525127026226914"));

        assertThat(first).hasSize(6).doesNotHaveDuplicates().containsExactlyElementsOf(second);
    }

    private static RunResult withSeed(String seed) {
        RunResult sweep = Fixtures.sweep();
        java.util.Map<String, String> options = new java.util.TreeMap<>(sweep.workload().options());
        options.put("rand-seed", seed);
        return new RunResult(sweep.tool(), sweep.command(), sweep.status(), sweep.startedAt(), sweep.finishedAt(), sweep.target(),
                sweep.targets(), new dev.dbbench.result.WorkloadInfo(sweep.workload().id(), options), sweep.manifest(), sweep.steps(),
                sweep.summary());
    }

    /** {@code class method key=value ...}: the key jmh-visualizer files a benchmark of a run under. */
    private static List<String> visualizerKeys(RunResult r) throws IOException {
        List<String> keys = new java.util.ArrayList<>();
        for (JsonNode record : JSON.readTree(write(ReportInput.of(r)))) {
            String name = record.get("benchmark").asText();
            StringBuilder key = new StringBuilder(name.substring(0, name.lastIndexOf('.'))).append(' ')
                    .append(name.substring(name.lastIndexOf('.') + 1));
            record.get("params").properties().forEach(p -> key.append(' ').append(p.getKey()).append('=').append(p.getValue().asText()));
            keys.add(key.toString());
        }
        return keys;
    }

    @Test
    void benchmarkNamesKeepDotsForTheirParts() {
        assertThat(JmhReporter.nameSafe("oltp_read_write / tpcc")).isEqualTo("oltp_read_write_tpcc");
        assertThat(JmhReporter.nameSafe("cloud-a:pg.15")).isEqualTo("cloud-a:pg_15");
    }

    private static String write(ReportInput input) throws IOException {
        StringWriter out = new StringWriter();
        new JmhReporter().write(input, out);
        return out.toString();
    }

    /** {@code ours} has every field of {@code jmh} with a value of the same type; maps of names (params) by their values. */
    private static void sameShape(String path, JsonNode jmh, JsonNode ours) {
        assertThat(ours.getNodeType()).as(path).isEqualTo(jmh.getNodeType());
        if (jmh.isObject()) {
            if (path.endsWith(".params") || path.endsWith(".secondaryMetrics")) {
                JsonNode example = jmh.elements().next();
                ours.elements().forEachRemaining(v -> sameShape(path + ".*", example, v));
                return;
            }
            assertThat(names(ours)).as(path).isEqualTo(names(jmh));
            jmh.fieldNames().forEachRemaining(f -> sameShape(path + "." + f, jmh.get(f), ours.get(f)));
        } else if (jmh.isArray() && !jmh.isEmpty()) {
            ours.elements().forEachRemaining(v -> sameShape(path + "[]", jmh.get(0), v));
        }
    }

    private static Set<String> names(JsonNode object) {
        Set<String> out = new TreeSet<>();
        Iterator<String> it = object.fieldNames();
        it.forEachRemaining(out::add);
        return out;
    }
}
