package dev.dbbench.cli.vendors;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.PsMode;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A typical OceanBase benchmark set-up on a real OceanBase-family server (seekdb in CI): partitioned sysbench tables,
 * a thread sweep, and the server's parameters in the result. Few threads and several thousand rows
 * per table, because seekdb stalls until its statement timeout when a few rows are fought over.
 */
class OceanBaseSweepIT {
    private static final List<String> DATA = List.of("--workload", "oltp_read_write", "--tables", "2", "--table-size", "5000");
    private static final String PARTITIONS = "PARTITION BY HASH(id) PARTITIONS 8";

    @TempDir
    Path tmp;

    @Test
    void aSweepOverPartitionedTablesRecordsTheServersParameters() throws Exception {
        TestServers.Server s = TestServers.require(Kind.OCEANBASE);
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), DATA, List.of("--create-table-options", PARTITIONS)));
        assertThat(prep.exitCode()).as(prep.toString()).isZero();
        try {
            assertThat(partitions(s, "sbtest1")).isEqualTo(8);
            Path out = tmp.resolve("sweep");
            Cli sweep = Cli.run(Cli.args(List.of("sweep"), s.cliArgs(), DATA,
                    List.of("--threads", "1,2", "--time", "3s", "--warmup", "1s", "--warmup-max", "1s", "--quiet", "--out", out.toString())));
            assertThat(sweep.exitCode()).as(sweep.toString()).isZero();
            JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
            assertThat(result.get("status").asText()).isEqualTo("ok");
            assertThat(result.get("steps")).hasSize(2).allSatisfy(step -> assertThat(step.get("transactions").asLong()).isPositive());
            JsonNode server = result.get("targets").get(0).get("server");
            assertThat(server.get("product").asText()).startsWith("OceanBase");
            JsonNode settings = server.get("settings");
            assertThat(settings.has("memory_limit")).as("a parameter: %s", settings).isTrue();
            assertThat(settings.has("ob_query_timeout")).as("a tenant variable").isTrue();
            assertThat(settings.get("version_comment").asText()).contains("OceanBase");
            // The default client: the MySQL wire client, the JDBC driver only checking the dataset.
            assertThat(result.get("manifest").get("client").asText()).startsWith("wire, event loops: one per worker (auto: ");
            assertThat(result.get("manifest").get("client.driver").asText()).startsWith("dbbench MySQL wire protocol client");
            assertThat(Files.readString(out.resolve("report.md"))).contains("| oceanbase | 2 ");
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        }
    }

    private static int partitions(TestServers.Server s, String table) throws Exception {
        try (Connection c = Plugins.builtIn().target("oceanbase").plugin().connector().connect(s.spec(), PsMode.DISABLE);
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM information_schema.partitions WHERE table_schema = DATABASE()"
                        + " AND table_name = '" + table + "' AND partition_name IS NOT NULL")) {
            rs.next();
            return rs.getInt(1);
        }
    }
}
