package org.example.dbbench.orders;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.testing.CliJar;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What a user does with the workload: drop the jar this module builds into the {@code plugins/} folder beside
 * {@code bench-cli.jar}, see it in {@code list}, prepare it and sweep it over two values of {@code --hot}, with the real
 * jar in its own JVM where nothing of this module is on the class path.
 */
class OrdersJarIT {
    private static final List<String> DATA = List.of("--workload", "orders", "--customers", "2000");

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "orders on {0}")
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void theDroppedJarIsListedAndSweepsTwoParamValues(Kind kind) throws Exception {
        Path cli = CliJar.required("dbbench.cli.jar", "build bench-cli first (mvn package from the root)");
        Path plugin = CliJar.required("dbbench.plugin.jar", "run through Maven's integration-test phase, after package");
        TestServers.Server s = TestServers.require(kind);
        Path app = Files.createDirectories(tmp.resolve("app"));
        CliJar bench = new CliJar(Files.copy(cli, app.resolve("bench-cli.jar")), tmp.resolve("logs"));
        Files.copy(plugin, Files.createDirectories(app.resolve("plugins")).resolve(plugin.getFileName()));

        CliJar.Result list = bench.run(List.of("list"));
        assertThat(list.exit()).as(list.toString()).isZero();
        assertThat(list.out()).containsPattern("\n  orders +customers look up their balance.*plugins/" + plugin.getFileName() + "]\n"
                + "      clients: jdbc only \\(no event script for the wire client\\)\n"
                + "      --customers +10000 +customers prepare loads\n      --hot +0 .*\n"
                + "      transactions \\(weight\\): balance 6, new_order 3, recent_orders 1\n").doesNotContain("warning");

        CliJar.Result prepare = bench.run(concat(List.of("prepare"), s.cliArgs(), DATA));
        assertThat(prepare.exit()).as(prepare.toString()).isZero();
        assertThat(prepare.out()).contains("row counts verified");
        try {
            Path out = tmp.resolve("sweep");
            CliJar.Result sweep = bench.run(concat(List.of("sweep"), s.cliArgs(), DATA, List.of("--param", "hot=10,2000",
                    "--threads", "1,2", "--time", "2s", "--warmup", "0", "--quiet", "--out", out.toString())));
            assertThat(sweep.exit()).as(sweep.toString()).isZero();
            String target = s.cliArgs().get(1);
            assertThat(sweep.out()).contains(target + " hot=10").contains(target + " hot=2000");

            JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
            assertThat(result.at("/workload/options/hot").asText()).isEqualTo("10,2000");
            List<String> series = new ArrayList<>();
            for (JsonNode step : result.get("steps")) {
                assertThat(step.get("status").asText()).isEqualTo("ok");
                assertThat(step.get("operations").has("new_order")).isTrue();
                assertThat(step.at("/metrics/ordersPerMinute/value").asDouble()).as("its declared metric").isPositive();
                series.add(step.get("params").get("hot").asText() + "@" + step.get("threads").asInt());
            }
            assertThat(series).containsExactly("10@1", "10@2", "2000@1", "2000@2");
            assertThat(Files.readString(out.resolve("summary.txt"))).contains(target + " hot=10").contains(target + " hot=2000");
            assertThat(result.at("/workload/metrics/0/name").asText()).isEqualTo("ordersPerMinute");
            assertThat(Files.readString(out.resolve("report.md"))).contains("### Workload metrics", "| Orders/min |");
        } finally {
            CliJar.Result cleanup = bench.run(concat(List.of("cleanup"), s.cliArgs(), DATA));
            assertThat(cleanup.exit()).as(cleanup.toString()).isZero();
        }
    }

    @SafeVarargs
    private static List<String> concat(List<String>... parts) {
        List<String> all = new ArrayList<>();
        for (List<String> p : parts) {
            all.addAll(p);
        }
        return all;
    }
}
