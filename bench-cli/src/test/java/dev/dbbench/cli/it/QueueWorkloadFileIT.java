package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A queue drained by two workers on MariaDB and PostgreSQL: each takes the head with {@code FOR UPDATE} into a value
 * and deletes it by that value. A worker that finds no head (the queue empty, or on PostgreSQL a head the other
 * worker deleted while this one waited for its lock) ends its transaction there ({@code noRow: end}) instead of
 * failing the run, and every row is deleted exactly once.
 */
class QueueWorkloadFileIT {
    private static final String FILE = """
            name: queue
            tables:
              cap_queue:
                rows: 40
                columns:
                  id: {type: INTEGER NOT NULL, data: {sequence: 1}}
                primary_key: [id]
                verify: at_most
            transactions:
              take:
                weight: 1
                statements:
                  - {sql: SELECT id FROM cap_queue ORDER BY id LIMIT 1 FOR UPDATE, into: [id], noRow: end}
                  - DELETE FROM cap_queue WHERE id = :id
            """;

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void twoWorkersDrainAQueueWithoutFailing(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        Path file = tmp.resolve("queue.yaml");
        Files.writeString(file, FILE);
        List<String> workload = List.of("--workload-file", file.toString());
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), workload));
        try {
            Cli prepare = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), workload));
            assertThat(prepare.exitCode()).as(prepare.toString()).isZero();
            Path out = tmp.resolve("run");
            Cli run = Cli.run(Cli.args(List.of("run"), s.cliArgs(), workload,
                    List.of("--threads", "2", "--time", "2s", "--warmup", "0", "--quiet", "--out", out.toString())));
            assertThat(run.exitCode()).as(run.toString()).isZero();
            JsonNode step = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("steps").get(0);
            assertThat(step.get("errors").asLong()).isZero();
            assertThat(step.get("writes").asLong()).as("one delete per row").isEqualTo(40);
            try (Connection c = s.connect(s.database()); Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM cap_queue")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getLong(1)).isZero();
            }
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), workload));
        }
    }
}
