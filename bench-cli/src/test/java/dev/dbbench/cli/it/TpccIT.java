package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
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
 * seconds each; the consistency conditions hold before and after every run and the run says so, the orders the server
 * numbered are the New-Orders the client counted, NOPM as the server counted it is within 1 % of the client's (with a
 * warm-up too), every report has the TPC-C numbers and the mix, a dataset whose indexes have go-tpc's names is
 * accepted, and a broken dataset is refused.
 */
class TpccIT {
    private static final Dialect ANY = () -> () -> "SERIAL";
    private static final List<String> DATA = List.of("--workload", "tpcc", "--warehouses", "1");
    private static final int THREADS = 2;

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
            goTpcIndexNamesAreAccepted(kind, s);
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
                "--threads", Integer.toString(THREADS), "--time", "3s", "--warmup", warmup ? "1s" : "0s", "--quiet", "--out", out.toString())));
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
        JsonNode metrics = step.get("metrics");
        double client = metrics.get("nopmClient").get("value").asDouble();
        assertThat(metrics.get("nopmServer").get("value").asDouble()).as("NOPM counted by the server against the client's")
                .isCloseTo(client, withinPercentage(1));
        assertThat(metrics.get("tpmC").get("value").asDouble()).isGreaterThanOrEqualTo(client);
        assertThat(metrics.has("tpmServer")).as("the server's commit counters").isEqualTo(kind != Kind.OCEANBASE);
        assertThat(result.get("workload").get("metrics").findValuesAsText("name")).contains("nopmServer", "nopmClient", "tpmC",
                "tpmTotal", "tpmServer", "mix");
        if (warmup) {
            assertThat(orderIds(s) - ordersBefore).as("orders of the warm-up and the window").isGreaterThan(committed);
        } else {
            // Without a warm-up every New-Order committed is counted, and each took one order id.
            assertThat(orderIds(s) - ordersBefore).as("orders the server numbered").isEqualTo(committed);
            assertThat(step.get("server").get("workload").get("new_orders").asLong()).isEqualTo(committed);
        }
        JsonNode mix = metrics.get("mix");
        // The mix counts events by their latencies, the step by its counters: an event that ends as the warm-up or the
        // last interval closes may have its latency on the other side, at most one per worker at each edge.
        assertThat(mix.get("events").asLong()).isCloseTo(step.get("transactions").asLong(), within(2L * THREADS));
        JsonNode shares = mix.get("shares");
        assertThat(shares.get("New-Order").asDouble() + shares.get("Payment").asDouble() + shares.get("Order-Status").asDouble()
                + shares.get("Delivery").asDouble() + shares.get("Stock-Level").asDouble()).isCloseTo(100, withinPercentage(0.1));
        JsonNode checked = result.get("summary").get("datasetCheck");
        assertThat(checked.get("passed").asBoolean()).as(checked.toString()).isTrue();
        assertThat(run.out()).contains("Dataset: the dataset's consistency checks passed before and after the run",
                "TPC-C mix (% of the ");
        assertThat(Files.readString(out.resolve("report.md"))).contains("### Workload metrics", "| NOPM (server) |", "### TPC-C mix",
                "| dataset checks | the dataset's consistency checks passed before and after the run |");
        assertThat(Files.readString(out.resolve("summary.txt"))).contains("    NOPM (server):", "    tpmC:",
                "    Payment:");
        assertThat(Files.readString(out.resolve("steps.csv"))).contains(",nopm_server,nopm_client,tpm_c,tpm_total,tpm_server");
    }

    /**
     * go-tpc creates the same tables and rows with other index names, {@code idx_customer} and {@code idx_order}: the
     * check finds the indexes by their columns. An index on other columns is named with what the transactions need.
     */
    private static void goTpcIndexNamesAreAccepted(Kind kind, TestServers.Server s) throws SQLException {
        renameIndex(kind, s, "customer", "customer_last", "idx_customer");
        renameIndex(kind, s, "orders", "orders_customer", "idx_order");
        assertThat(verify(s)).isEmpty();
        sql(s, kind == Kind.POSTGRES ? "DROP INDEX idx_order" : "DROP INDEX idx_order ON orders");
        sql(s, "CREATE INDEX idx_order ON orders (o_w_id, o_d_id, o_id)");
        assertThat(verify(s)).singleElement().asString().contains("orders has no index on (o_w_id, o_d_id, o_c_id, o_id)",
                "idx_order (o_w_id, o_d_id, o_id)");
        sql(s, kind == Kind.POSTGRES ? "DROP INDEX idx_order" : "DROP INDEX idx_order ON orders");
        sql(s, "CREATE INDEX idx_order ON orders (o_w_id, o_d_id, o_c_id, o_id)");
        assertThat(verify(s)).isEmpty();
        renameIndex(kind, s, "customer", "idx_customer", "customer_last");
    }

    private static void renameIndex(Kind kind, TestServers.Server s, String table, String from, String to) throws SQLException {
        sql(s, kind == Kind.POSTGRES ? "ALTER INDEX " + from + " RENAME TO " + to
                : "ALTER TABLE " + table + " RENAME INDEX " + from + " TO " + to);
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
        assertThat(verify(s)).singleElement().asString().contains("customer has no index on (c_w_id, c_d_id, c_last, c_first)",
                "load did not complete", "prepare again");
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
            return configured.dataset().verify(c, ANY);
        }
    }
}
