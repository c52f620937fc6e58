package org.example.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.runner.RunOutcome;
import dev.dbbench.runner.Runner;
import dev.dbbench.runner.RunnerBuilder;
import dev.dbbench.runner.spec.TargetSpec;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.postgresql.PostgreSQLContainer;

/**
 * Point selects on a table of 1,000 rows, at 1 and 4 threads: each step must answer within 100 ms at p95 and serve
 * more than 100 transactions a second.
 */
class PointSelectBenchmarkTest {
    private static final Map<String, String> WORKLOAD = Map.of("tables", "1", "table-size", "1000");

    @Test
    void pointSelectsStayFastAndScale() throws Exception {
        if (DockerClientFactory.instance().isDockerAvailable()) {
            try (PostgreSQLContainer pg = new PostgreSQLContainer("postgres:16")) {
                pg.start();
                benchmark(TargetSpec.of("postgresql").atUrl(pg.getJdbcUrl(), pg.getUsername(), pg.getPassword()));
            }
        } else {
            benchmark(localServer());
        }
    }

    private static void benchmark(TargetSpec target) throws Exception {
        RunnerBuilder bench = Runner.builder().target(target).workload("oltp_point_select", WORKLOAD);
        Runner tables = bench.build();
        tables.cleanup();
        tables.prepare(2);
        RunOutcome outcome;
        try {
            outcome = bench.sweep("1,4").time("2s").warmup("1s").threshold("p95<100ms").build().run();
        } finally {
            tables.cleanup();
        }

        assertThat(outcome.passed()).as("every threshold held: %s", outcome.result().summary().thresholds()).isTrue();
        for (int threads : new int[] {1, 4}) {
            assertThat(outcome.step(threads).latencyMs().p95()).as("p95 in ms at %d threads", threads).isLessThan(100);
            assertThat(outcome.step(threads).tps()).as("TPS at %d threads", threads).isGreaterThan(100);
        }
    }

    /** Without Docker: the server that the DBBENCH_POSTGRES_* variables name, as dbbench's own tests find theirs. */
    private static TargetSpec localServer() {
        Map<String, String> env = System.getenv();
        String host = env.get("DBBENCH_POSTGRES_HOST");
        assumeTrue(host != null, "no Docker and no DBBENCH_POSTGRES_HOST: start Docker, or export DBBENCH_POSTGRES_HOST,"
                + " _PORT, _USER, _PASSWORD and _DB");
        return TargetSpec.of("postgresql").at(host, Integer.parseInt(env.getOrDefault("DBBENCH_POSTGRES_PORT", "5432")),
                env.getOrDefault("DBBENCH_POSTGRES_USER", "postgres"), env.getOrDefault("DBBENCH_POSTGRES_PASSWORD", ""),
                env.getOrDefault("DBBENCH_POSTGRES_DB", "dbbench"));
    }
}
