package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.config.OptionValues;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.testing.TestServers.Kind;
import dev.dbbench.testing.TestServers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * TPC-C as a user runs it: prepare one warehouse, then both modes with and without stored procedures for a few
 * seconds each; the consistency conditions hold before and after every run, the orders the server numbered are the
 * New-Orders the client counted, NOPM as the server counted it is within 1 % of the client's (with a warm-up too),
 * every report has the TPC-C numbers, and a broken dataset is refused.
 */
class TpccIT {
    private static final Dialect ANY = () -> "SERIAL";
    private static final List<String> DATA = List.of("--workload", "tpcc", "--warehouses", "1");

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "tpcc on {0}")
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES", "OCEANBASE"})
    void prepareRunBothModesBothExecutionsCleanup(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), DATA));
        try {
            assertThat(prep.exitCode()).as(prep.toString()).isZero();
            assertThat(prep.out()).contains("order_line", "new_order", "row counts verified");
            assertThat(verify(s)).isEmpty();
            for (String mode : List.of("spec", "tproc")) {
                for (String procedures : List.of("off", "on")) {
                    run(kind, s, mode, procedures);
                    assertThat(verify(s)).as("consistency after %s with procedures %s", mode, procedures).isEmpty();
                }
            }
            brokenDatasetsAreRefused(kind, s);
        } finally {
            Cli clean = Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), DATA));
            assertThat(clean.exitCode()).as(clean.toString()).isZero();
        }
        assertThat(verify(s)).singleElement().asString().contains("missing");
    }

    /** Runs {@code mode}; tproc with a warm-up, which the server's counts must leave out as the client's do. */
    private void run(Kind kind, TestServers.Server s, String mode, String procedures) throws Exception {
        long ordersBefore = orderIds(s);
        Path out = tmp.resolve(mode + "-" + procedures);
        boolean warmup = mode.equals("tproc");
        Cli run = Cli.run(Cli.args(List.of("run"), s.cliArgs(), DATA, List.of("--tpcc-mode", mode, "--tpcc-procedures", procedures,
                "--threads", "2", "--time", "3s", "--warmup", warmup ? "1s" : "0s", "--quiet", "--out", out.toString())));
        assertThat(run.exitCode()).as(run.toString()).isZero();
        JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
        JsonNode step = result.get("steps").get(0);
        assertThat(step.get("status").asText()).isEqualTo("ok");
        JsonNode ops = step.get("operations");
        assertThat(step.get("transactions").asLong()).isPositive();
        assertThat(ops.fieldNames()).toIterable().containsExactlyInAnyOrder("new_order", "payment", "order_status", "delivery",
                "stock_level", "new_order_rollback");
        assertThat(result.toString()).contains("\"tpcc-mode\":\"" + mode + "\"", "\"tpcc-procedures\":\"" + procedures + "\"");
        long committed = ops.get("new_order").get("count").asLong();
        JsonNode tpcc = step.get("tpcc");
        double client = tpcc.get("nopmClient").asDouble();
        assertThat(tpcc.get("nopmServer").asDouble()).as("NOPM counted by the server against the client's")
                .isCloseTo(client, withinPercentage(1));
        assertThat(tpcc.get("tpmC").asDouble()).isGreaterThanOrEqualTo(client);
        assertThat(tpcc.has("tpmServer")).as("the server's commit counters").isEqualTo(kind != Kind.OCEANBASE);
        if (warmup) {
            assertThat(orderIds(s) - ordersBefore).as("orders of the warm-up and the window").isGreaterThan(committed);
        } else {
            // Without a warm-up every New-Order committed is counted, and each took one order id.
            assertThat(orderIds(s) - ordersBefore).as("orders the server numbered").isEqualTo(committed);
            assertThat(step.get("server").get("workload").get("new_orders").asLong()).isEqualTo(committed);
        }
        assertThat(Files.readString(out.resolve("report.md"))).contains("### TPC-C", "| NOPM (server) |");
        assertThat(Files.readString(out.resolve("summary.txt"))).contains("NOPM, server (HammerDB):", "tpmC (go-tpc):");
        assertThat(Files.readString(out.resolve("steps.csv"))).contains(",nopm_server,nopm_client,tpmc,tpm_total,tpm_server");
    }

    /**
     * The check before a run reads only the ends of the big tables' keys: it must still see a district whose latest
     * order lost its lines, a warehouse missing its last stock row and a load that never reached its indexes.
     */
    private static void brokenDatasetsAreRefused(Kind kind, TestServers.Server s) throws SQLException {
        sql(s, "DELETE FROM order_line WHERE ol_w_id = 1 AND ol_d_id = 1 AND ol_o_id = (SELECT d_next_o_id - 1 FROM district"
                + " WHERE d_w_id = 1 AND d_id = 1)");
        assertThat(verify(s)).singleElement().asString().contains("district 1 of warehouse 1", "no order lines", "prepare again");
        sql(s, "DELETE FROM stock WHERE s_w_id = 1 AND s_i_id = 100000");
        assertThat(verify(s)).singleElement().asString().contains("warehouse 1 has stock for items 1 to 99999");
        sql(s, kind == Kind.POSTGRES ? "DROP INDEX customer_last" : "DROP INDEX customer_last ON customer");
        assertThat(verify(s)).singleElement().asString().contains("load did not complete", "prepare again");
    }

    private static void sql(TestServers.Server s, String sql) throws SQLException {
        try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
            st.executeUpdate(sql);
        }
    }

    /** The order ids the districts have handed out: the sum of D_NEXT_O_ID. */
    private static long orderIds(TestServers.Server s) throws SQLException {
        try (Connection c = s.connect(s.database()); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT SUM(d_next_o_id) FROM district")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static List<String> verify(TestServers.Server s) throws SQLException {
        Workload w = Plugins.builtIn().workload("tpcc").plugin();
        ConfiguredWorkload<?> configured = w.configure(new OptionValues(w.options(), Map.of("warehouses", "1", "tpcc-procedures", "off")));
        try (Connection c = s.connect(s.database())) {
            return configured.verify(c, ANY);
        }
    }
}
