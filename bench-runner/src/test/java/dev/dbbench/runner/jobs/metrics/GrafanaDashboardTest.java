package dev.dbbench.runner.jobs.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.dbbench.runner.jobs.stability.Intervals;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * {@code deploy/grafana/dbbench.json} loads by file provisioning as well as by import (its data source is a variable,
 * not an import-time input), charts what a reader of a benchmark looks for, and every query of every panel names
 * metrics that the endpoint exports.
 */
class GrafanaDashboardTest {
    private static final Path GRAFANA = Path.of("..", "deploy", "grafana");
    private static final Pattern METRIC = Pattern.compile("\\bdbbench_[a-z_]+");
    private static final String DATASOURCE = "${datasource}";

    @Test
    void takesItsDataSourceFromAVariableThatProvisioningResolves() throws Exception {
        String text = Files.readString(GRAFANA.resolve("dbbench.json"));
        JsonNode d = new ObjectMapper().readTree(text);

        assertThat(d.has("__inputs")).as("an import-time input leaves ${DS_...} unresolved when provisioned").isFalse();
        assertThat(text).doesNotContain("${DS_");
        JsonNode variable = d.get("templating").get("list").get(0);
        assertThat(variable.get("type").asText()).isEqualTo("datasource");
        assertThat(variable.get("query").asText()).isEqualTo("prometheus");
        assertThat("${" + variable.get("name").asText() + "}").isEqualTo(DATASOURCE);
        for (JsonNode p : panels(d)) {
            assertThat(p.get("datasource").get("uid").asText()).as(p.get("title").asText()).isEqualTo(DATASOURCE);
            p.get("targets").forEach(t -> assertThat(t.get("datasource").get("uid").asText()).isEqualTo(DATASOURCE));
        }
        JsonNode provider = new YAMLMapper().readTree(GRAFANA.resolve("provisioning/dashboards/dbbench.yaml").toFile());
        assertThat(provider.get("providers").get(0).get("type").asText()).isEqualTo("file");
        JsonNode source = new YAMLMapper().readTree(GRAFANA.resolve("provisioning/datasources/prometheus.yaml").toFile());
        assertThat(source.get("datasources").get(0).get("type").asText()).isEqualTo("prometheus");
    }

    @Test
    void isADashboardModelWithPanelsThatDoNotOverlap() throws Exception {
        JsonNode d = new ObjectMapper().readTree(Files.readString(GRAFANA.resolve("dbbench.json")));

        assertThat(d.get("title").asText()).isEqualTo("dbbench");
        assertThat(d.get("uid").asText()).matches("[a-zA-Z0-9_-]{1,40}");
        assertThat(d.get("schemaVersion").asInt()).isGreaterThanOrEqualTo(36);
        Set<Integer> ids = new HashSet<>();
        List<int[]> boxes = new ArrayList<>();
        for (JsonNode p : d.get("panels")) {
            assertThat(ids.add(p.get("id").asInt())).as("panel ids are unique").isTrue();
            assertThat(p.get("type").asText()).isNotBlank();
            assertThat(p.get("title").asText()).isNotBlank();
            int[] box = new int[4];
            String[] fields = {"x", "y", "w", "h"};
            for (int f = 0; f < 4; f++) {
                assertThat(p.get("gridPos").get(fields[f]).isInt()).as(p.get("title") + " gridPos." + fields[f]).isTrue();
                box[f] = p.get("gridPos").get(fields[f]).asInt();
            }
            assertThat(box[0] + box[2]).as(p.get("title") + " fits the 24 columns").isLessThanOrEqualTo(24);
            for (int[] other : boxes) {
                boolean apart = box[0] >= other[0] + other[2] || other[0] >= box[0] + box[2]
                        || box[1] >= other[1] + other[3] || other[1] >= box[1] + box[3];
                assertThat(apart).as(p.get("title") + " overlaps another panel").isTrue();
            }
            boxes.add(box);
        }
    }

    /** Throughput, latency, errors by code, timeouts, queue, outages and progress each have a panel. */
    @Test
    void chartsWhatAReaderLooksFor() throws Exception {
        JsonNode d = new ObjectMapper().readTree(Files.readString(GRAFANA.resolve("dbbench.json")));
        Set<String> charted = new HashSet<>();
        for (JsonNode p : panels(d)) {
            p.get("targets").forEach(t -> {
                Matcher m = METRIC.matcher(t.get("expr").asText());
                while (m.find()) {
                    charted.add(m.group());
                }
            });
        }

        assertThat(charted).contains("dbbench_transactions_total", "dbbench_queries_total", "dbbench_tps", "dbbench_qps",
                "dbbench_latency_seconds", "dbbench_transaction_duration_seconds_bucket", "dbbench_errors_by_code_total",
                "dbbench_timeouts_total", "dbbench_queue_length", "dbbench_outage_active", "dbbench_outages_total",
                "dbbench_progress_ratio", "dbbench_remaining_seconds");
    }

    @Test
    void everyQueryNamesAMetricTheEndpointExports() throws Exception {
        Set<String> exported = exported();
        JsonNode d = new ObjectMapper().readTree(Files.readString(GRAFANA.resolve("dbbench.json")));
        int queries = 0;
        for (JsonNode p : panels(d)) {
            for (JsonNode t : p.get("targets")) {
                Matcher m = METRIC.matcher(t.get("expr").asText());
                assertThat(m.find()).as(p.get("title") + ": " + t.get("expr")).isTrue();
                do {
                    assertThat(exported).as(p.get("title") + ": " + t.get("expr")).contains(m.group());
                } while (m.find());
                queries++;
            }
        }
        Matcher variable = METRIC.matcher(d.get("templating").get("list").get(1).get("definition").asText());
        assertThat(variable.find()).isTrue();
        assertThat(exported).contains(variable.group());
        assertThat(queries).isGreaterThanOrEqualTo(15);
    }

    private static List<JsonNode> panels(JsonNode d) {
        List<JsonNode> panels = new ArrayList<>();
        d.get("panels").forEach(p -> {
            if (!"row".equals(p.get("type").asText())) {
                panels.add(p);
            }
        });
        return panels;
    }

    /** The names of every sample a scrape holds once an interval with errors has closed. */
    private static Set<String> exported() throws Exception {
        LiveMetrics metrics = new LiveMetrics(List.of("db"), 10, OptionalDouble.of(60));
        metrics.onInterval(Intervals.interval(1, false, 100, Map.of("1213", 1L), 1), new Histogram(1, 3_600_000_000_000L, 2));
        Set<String> names = new HashSet<>();
        LiveMetricsTest.scrape(metrics).lines().filter(l -> !l.startsWith("#") && !l.isBlank())
                .forEach(l -> names.add(l.substring(0, l.indexOf('{') > 0 ? l.indexOf('{') : l.indexOf(' '))));
        return names;
    }
}
