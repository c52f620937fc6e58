package dev.dbbench.cli.jobs.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.jobs.stability.Intervals;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * {@code deploy/grafana/dbbench.json} imports into Grafana (the fields of its dashboard model, a Prometheus data source
 * asked for on import) and every query of every panel names metrics that the endpoint exports.
 */
class GrafanaDashboardTest {
    private static final Path DASHBOARD = Path.of("..", "deploy", "grafana", "dbbench.json");
    private static final Pattern METRIC = Pattern.compile("\\bdbbench_[a-z_]+");

    @Test
    void isADashboardGrafanaImports() throws Exception {
        JsonNode d = new ObjectMapper().readTree(Files.readString(DASHBOARD));

        assertThat(d.get("title").asText()).isEqualTo("dbbench");
        assertThat(d.get("uid").asText()).matches("[a-zA-Z0-9_-]{1,40}");
        assertThat(d.get("schemaVersion").asInt()).isGreaterThanOrEqualTo(36);
        assertThat(d.get("__inputs").get(0).get("pluginId").asText()).isEqualTo("prometheus");
        assertThat(d.get("panels").size()).isGreaterThanOrEqualTo(6);
        Set<Integer> ids = new HashSet<>();
        for (JsonNode p : d.get("panels")) {
            assertThat(ids.add(p.get("id").asInt())).as("panel ids are unique").isTrue();
            assertThat(p.get("type").asText()).isNotBlank();
            assertThat(p.get("title").asText()).isNotBlank();
            for (String f : new String[] {"x", "y", "w", "h"}) {
                assertThat(p.get("gridPos").get(f).isInt()).as(p.get("title") + " gridPos." + f).isTrue();
            }
            assertThat(p.get("datasource").get("uid").asText()).isEqualTo("${DS_PROMETHEUS}");
            assertThat(p.get("targets").size()).as(p.get("title").asText()).isPositive();
        }
    }

    @Test
    void everyQueryNamesAMetricTheEndpointExports() throws Exception {
        Set<String> exported = exported();
        JsonNode d = new ObjectMapper().readTree(Files.readString(DASHBOARD));
        int queries = 0;
        for (JsonNode p : d.get("panels")) {
            for (JsonNode t : p.get("targets")) {
                Matcher m = METRIC.matcher(t.get("expr").asText());
                assertThat(m.find()).as(p.get("title") + ": " + t.get("expr")).isTrue();
                do {
                    assertThat(exported).as(p.get("title") + ": " + t.get("expr")).contains(m.group());
                } while (m.find());
                queries++;
            }
        }
        Matcher variable = METRIC.matcher(d.get("templating").get("list").get(0).get("definition").asText());
        assertThat(variable.find()).isTrue();
        assertThat(exported).contains(variable.group());
        assertThat(queries).isGreaterThanOrEqualTo(8);
    }

    /** The names of every sample a scrape holds once an interval with errors has closed. */
    private static Set<String> exported() throws Exception {
        LiveMetrics metrics = new LiveMetrics("db", 10, OptionalDouble.of(60));
        metrics.onInterval(Intervals.interval(1, false, 100, Map.of("1213", 1L), 1), new Histogram(1, 3_600_000_000_000L, 2));
        Set<String> names = new HashSet<>();
        LiveMetricsTest.scrape(metrics).lines().filter(l -> !l.startsWith("#") && !l.isBlank())
                .forEach(l -> names.add(l.substring(0, l.indexOf('{') > 0 ? l.indexOf('{') : l.indexOf(' '))));
        return names;
    }
}
