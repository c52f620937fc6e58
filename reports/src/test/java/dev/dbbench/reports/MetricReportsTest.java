package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.html.HtmlReporter;
import dev.dbbench.reports.md.MarkdownReporter;
import dev.dbbench.reports.text.SysbenchTextReporter;
import dev.dbbench.result.DatasetCheck;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.OperationStats;
import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerCounts;
import dev.dbbench.result.ShardSummary;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.spi.metric.CounterRate;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.OperationRate;
import dev.dbbench.spi.metric.Shares;
import dev.dbbench.spi.report.Reporter;
import java.nio.file.Path;
import dev.dbbench.spi.report.ReportOutput;
import dev.dbbench.spi.report.ReportInput;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.concurrent.TimeUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A workload's declared metrics in every format, with no report code naming them. The workload declares TPC-C's numbers
 * as the test's own plugin would. A sweep of 8 and 16 threads, two repeats each, 60 s per step: at 8 threads the client
 * counts 1,000 and 1,100 committed New-Orders (NOPM 1,000 and 1,100, mean 1,050) and the server one fewer.
 */
class MetricReportsTest {
    private static final LatencyMs LAT = LatencyMs.empty();
    private static final List<String> NEW_ORDERS = List.of("new_order", "new_order_rollback");
    static final List<Metric> DECLARED = List.of(
            new CounterRate("nopmServer", "NOPM (server)", "committed New-Orders as the server counted them (HammerDB's NOPM).",
                    "new_orders", TimeUnit.MINUTES),
            new OperationRate("nopmClient", "NOPM (client)", "", List.of("new_order"), TimeUnit.MINUTES),
            new OperationRate("tpmC", "tpmC", "New-Orders including the rolled-back ones (go-tpc's tpmC).", NEW_ORDERS,
                    TimeUnit.MINUTES),
            new OperationRate("tpmTotal", "tpmTotal", "", List.of(), TimeUnit.MINUTES),
            new CounterRate("tpmServer", "TPM (server)", "", CounterRate.SERVER_TRANSACTIONS, TimeUnit.MINUTES),
            new Shares("mix", "TPC-C mix", "", "TPC-C's minimum mix (clause 5.2.3)", List.of(
                    new Shares.Share("New-Order", NEW_ORDERS, 0), new Shares.Share("Payment", List.of("payment"), 43),
                    new Shares.Share("Order-Status", List.of("order_status"), 4),
                    new Shares.Share("Delivery", List.of("delivery"), 4), new Shares.Share("Stock-Level", List.of("stock_level"), 4))));

    static Stream<Reporter> formats() {
        return Reporters.load().all().stream().filter(Reporter::byDefault);
    }

    private static StepResult step(int threads, int repeat, long committed, Optional<ServerCounts> server) {
        long all = committed * 2 + 40;
        return StepResult.builder().target("pg").threads(threads).repeat(repeat).durationSeconds(60).transactions(all)
                .tps(all / 60.0).latencyMs(LAT).operations(Map.of("new_order", new OperationStats(committed, committed / 60.0, LAT),
                        "new_order_rollback", new OperationStats(10, 0.17, LAT), "payment", new OperationStats(committed, 1, LAT)))
                .server(server).build();
    }

    private static Optional<ServerCounts> server(long orders, long commits) {
        return Optional.of(new ServerCounts(60, Map.of("new_orders", orders), new TreeMap<>(Map.of("xact_commit", commits,
                "xact_rollback", 10L)), ""));
    }

    private static RunResult tpcc(Optional<Price> price) {
        List<StepResult> steps = new ArrayList<>();
        for (int repeat = 1; repeat <= 2; repeat++) {
            long extra = (repeat - 1) * 100L;
            steps.add(step(8, repeat, 1000 + extra, server(999 + extra, 2030 + 2 * extra)));
            steps.add(step(16, repeat, 2000 + extra, Optional.empty()));
        }
        RunResult base = Fixtures.sweep();
        TargetInfo pg = Fixtures.target("pg", Map.of()).withTags(Map.of(), price);
        return new RunResult(base.tool(), "sweep", base.status(), base.startedAt(), base.finishedAt(), pg, List.of(pg),
                new WorkloadInfo("tpcc", Map.of("warehouses", "10", "tpcc-mode", "spec"), DECLARED), Map.of(), steps,
                Fixtures.sweepSummary(steps));
    }

    private static String write(Reporter reporter, RunResult r) throws IOException {
        StringWriter out = new StringWriter();
        reporter.write(ReportInput.of(r), ReportOutput.of(out, Path.of(".")));
        return out.toString();
    }

    @Test
    void theTableGivesEachRateAsTheMeanOfTheRepeatsWithItsDescription() throws IOException {
        String md = write(new MarkdownReporter(), tpcc(Optional.empty()));
        List<String> lines = md.lines().toList();
        int at = lines.indexOf("### Workload metrics");

        assertThat(lines.subList(at + 2, at + 6)).containsExactly(
                "| target | threads | NOPM (server) | NOPM (client) | tpmC | tpmTotal | TPM (server) |",
                "|---|---|---|---|---|---|---|",
                // Server: 999 and 1,099 (mean 1,049); client 1,050; tpmC adds the 10 rollbacks; TPM 2,040 and 2,240. Two
                // repeats 100 apart give an interval as wide as TPS's (t with one degree of freedom).
                "| pg | 8 | 1049.00 ±60.6 % | 1050.00 ±60.5 % | 1060.00 ±59.9 % | 2140.00 ±59.4 % | 2140.00 ±59.4 % |",
                "| pg | 16 | — | 2050.00 ±31.0 % | 2060.00 ±30.8 % | 4140.00 ±30.7 % | — |");
        assertThat(md).contains("Per minute of measured time: NOPM (server), NOPM (client), tpmC, tpmTotal, TPM (server).")
                .contains("NOPM (server): committed New-Orders as the server counted them (HammerDB's NOPM).")
                .contains("mean over the repeats");
    }

    @Test
    void withAPriceATableGivesTheCostOfAThousandOfEachRate() throws IOException {
        String md = write(new MarkdownReporter(), tpcc(Optional.of(new Price(new BigDecimal("2.10"), "USD"))));

        // 2.10 USD/h over 1,049/1,000 NOPM = 2.002; over 1,060/1,000 tpmC = 1.981.
        assertThat(md).contains("### Workload metrics: cost per 1,000 an hour",
                "| pg | 8 | 2.002 USD | 2.000 USD | 1.981 USD | 0.9813 USD | 0.9813 USD |", "| pg | 16 | — | 1.024 USD |");
        String csv = write(new CsvReporter(), tpcc(Optional.of(new Price(new BigDecimal("2.10"), "USD"))));
        assertThat(csv.lines().findFirst().orElseThrow()).contains(",tpm_server,cost_per_1k_nopm_server_hour,cost_per_1k_nopm_client_hour,"
                + "cost_per_1k_tpm_c_hour,cost_per_1k_tpm_total_hour,cost_per_1k_tpm_server_hour,op_");
        assertThat(csv).contains(",999,1000,1010,2040,2040,2.102,2.1,2.079,1.029,1.029,");
        assertThat(write(new MarkdownReporter(), tpcc(Optional.empty()))).doesNotContain("cost per 1,000");
    }

    @Test
    void theStepsCsvHasAColumnPerDeclaredRate() throws IOException {
        String csv = write(new CsvReporter(), tpcc(Optional.empty()));
        // Each transaction's own columns follow the declared metrics.
        assertThat(csv.lines().findFirst().orElseThrow()).contains(",nopm_server,nopm_client,tpm_c,tpm_total,tpm_server,op_");
        assertThat(csv).contains(",999,1000,1010,2040,2040,");
    }

    @Test
    void cellsCsvGivesEachRateWithTheIntervalTheTablesShow() throws IOException {
        String csv = write(new CellsCsvReporter(), tpcc(Optional.empty()));
        List<String> header = List.of(csv.lines().findFirst().orElseThrow().split(","));
        assertThat(header).containsSubsequence("nopm_client", "nopm_client_low", "nopm_client_high", "tpm_c", "tpm_c_low");
        List<String> row = csv.lines().filter(l -> l.startsWith("pg,8,")).map(l -> List.of(l.split(",", -1))).findFirst()
                .orElseThrow();
        double value = Double.parseDouble(row.get(header.indexOf("nopm_client")));
        double low = Double.parseDouble(row.get(header.indexOf("nopm_client_low")));
        double high = Double.parseDouble(row.get(header.indexOf("nopm_client_high")));
        // report.md's 1050.00 ±60.5 %.
        assertThat(value).isEqualTo(1050);
        assertThat((high - low) / 2 / value).isCloseTo(0.605, org.assertj.core.api.Assertions.within(0.0005));
    }

    @Test
    void theTextSummaryGivesTheTableAndEachStepsValues() throws IOException {
        String txt = write(new SysbenchTextReporter(), tpcc(Optional.empty()));

        assertThat(txt).contains("| pg | 8 | 1049.00 ±60.6 % | 1050.00 ±60.5 % | 1060.00 ±59.9 % |")
                .contains("Workload metrics (of measured time):")
                .contains("    NOPM (server):                             999.00  (per minute)")
                .contains("    tpmC:                                     1010.00  (per minute)")
                .contains("    TPM (server):                             2040.00  (per minute; xact_commit + xact_rollback)");
    }

    @ParameterizedTest
    @MethodSource("formats")
    void everyFormatShowsTheDeclaredMetricsAndAResultOfAnotherWorkloadNone(Reporter format) throws IOException {
        assertThat(write(format, tpcc(Optional.empty())).toLowerCase(Locale.ROOT)).as(format.format()).containsAnyOf("nopm", "tpm_c")
                .contains("tpm");
        assertThat(write(format, Fixtures.sweep()).toLowerCase(Locale.ROOT)).as(format.format()).doesNotContain("tpc-c", "nopm", "tpmc");
    }

    @Test
    void oneShardsOwnResultSaysTheServerCountedEveryShard() throws IOException {
        RunResult r = tpcc(Optional.empty());
        ShardSummary shard = new ShardSummary(0, "client-a", 0, 1, 40, 10, "ok");
        Map<String, String> manifest = Map.of("shard.count", "2", "shard.run-id", "x");
        RunResult one = new RunResult(r.tool(), r.command(), r.status(), r.startedAt(), r.finishedAt(), r.target(), r.targets(),
                r.workload(), manifest, r.steps(), r.summary().withShards(List.of(shard)));
        RunResult merged = new RunResult(r.tool(), r.command(), r.status(), r.startedAt(), r.finishedAt(), r.target(), r.targets(),
                r.workload(), manifest, r.steps(), r.summary().withShards(List.of(shard, new ShardSummary(1, "client-b", 0, 1, 40,
                10, "ok"))));

        assertThat(write(new MarkdownReporter(), one)).contains(MetricTables.SHARD);
        assertThat(write(new MarkdownReporter(), merged)).doesNotContain(MetricTables.SHARD);
    }

    /** A run of one step: 4,300 New-Orders (43 rolled back), {@code payments} Payments, 430 of each other kind. */
    private static RunResult mixed(long payments) {
        Map<String, OperationStats> ops = Map.of("new_order", new OperationStats(4_257, 0, LAT), "new_order_rollback",
                new OperationStats(43, 0, LAT), "payment", new OperationStats(payments, 0, LAT), "order_status",
                new OperationStats(430, 0, LAT), "delivery", new OperationStats(430, 0, LAT), "stock_level", new OperationStats(430, 0, LAT));
        long all = ops.values().stream().mapToLong(OperationStats::count).sum();
        StepResult step = StepResult.builder().target("pg").threads(4).durationSeconds(60).transactions(all).tps(all / 60.0)
                .latencyMs(LAT).operations(ops).build();
        RunResult base = Fixtures.sweep();
        return new RunResult(base.tool(), "run", base.status(), base.startedAt(), base.finishedAt(), base.target(), List.of(base.target()),
                new WorkloadInfo("tpcc", Map.of("warehouses", "1", "tpcc-mode", "spec"), DECLARED), Map.of(), List.of(step), RunSummary.EMPTY);
    }

    @Test
    void theMixTableGivesEachSharePerRowAndWarnsOfAStepBelowAMinimum() throws IOException {
        // 4,300 + 4,300 + 3 x 430 = 9,890: 43.47 % each of New-Order and Payment, 4.34 % each of the others.
        String met = write(new MarkdownReporter(), mixed(4_300));
        assertThat(met).contains("### TPC-C mix", "| target | threads | events | New-Order % | Payment % | Order-Status % |",
                "| pg | 4 | 9,890 | 43.47 | 43.47 | 4.34 | 4.34 | 4.34 | met |",
                "TPC-C's minimum mix (clause 5.2.3): Payment 43 %, Order-Status 4 %, Delivery 4 %, Stock-Level 4 %.").doesNotContain("Warning");

        // 4,200 Payments of 9,790: 42.90 %.
        String missed = write(new MarkdownReporter(), mixed(4_200));
        assertThat(missed).contains("| pg | 4 | 9,790 | 43.92 | 42.90 | 4.39 | 4.39 | 4.39 | missed in 1 of 1 |",
                "Warning: pg at 4 threads is below TPC-C's minimum mix (clause 5.2.3): Payment 42.90 % (at least 43 %).");
        assertThat(write(new HtmlReporter(), mixed(4_200))).contains("TPC-C mix", "Payment 42.90 % (at least 43 %)");
        assertThat(write(new SysbenchTextReporter(), mixed(4_200))).contains("TPC-C mix:", "missed in 1 of 1")
                .contains("TPC-C mix (% of the 9,790 events, rounded down):")
                .contains("    Payment:                                    42.90  (at least 43)")
                .contains("warning: below TPC-C's minimum mix (clause 5.2.3): Payment 42.90 % (at least 43 %)");
        assertThat(ResultJson.toJson(mixed(4_200))).contains("\"mix\" : {", "\"Payment\" : 42.9",
                "\"belowMinimum\" : [ \"Payment 42.90 % (at least 43 %)\" ]");
    }

    @Test
    void whatTheChecksFoundAfterTheRunIsInEveryReportAndSurvivesTheRoundTrip() throws IOException {
        RunResult r = mixed(4_300);
        RunResult checked = new RunResult(r.tool(), r.command(), r.status(), r.startedAt(), r.finishedAt(), r.target(), r.targets(),
                r.workload(), r.manifest(), r.steps(), r.summary().withDatasetCheck(DatasetCheck.failedAfter(List.of(
                        "warehouse 1 has W_YTD 300010.00 but its districts' D_YTD add up to 300000.00"))));

        String note = "the dataset's consistency checks failed after the run: warehouse 1 has W_YTD 300010.00";
        assertThat(write(new MarkdownReporter(), checked)).contains("| dataset checks | warning: " + note);
        assertThat(write(new HtmlReporter(), checked)).contains("dataset checks",
                "consistency checks failed after the run: warehouse 1 has W_YTD 300010.00");
        assertThat(write(new SysbenchTextReporter(), checked)).contains("warning: " + note);
        assertThat(Fixtures.asRead(checked).summary().datasetCheck()).isEqualTo(checked.summary().datasetCheck());
        RunResult passed = new RunResult(r.tool(), r.command(), r.status(), r.startedAt(), r.finishedAt(), r.target(), r.targets(),
                r.workload(), r.manifest(), r.steps(), r.summary().withDatasetCheck(DatasetCheck.passedAfter()));
        assertThat(write(new MarkdownReporter(), passed))
                .contains("| dataset checks | the dataset's consistency checks passed before and after the run |");
        assertThat(write(new MarkdownReporter(), r)).doesNotContain("dataset checks");
    }

    @Test
    void resultJsonKeepsTheServerCountsAndShowsTheNumbers() {
        RunResult r = tpcc(Optional.empty());
        String json = ResultJson.toJson(r);

        assertThat(json).contains("\"server\"").contains("\"new_orders\" : 999").contains("\"metrics\"")
                .contains("\"nopmServer\" : {\n        \"value\" : 999.0").contains("\"kind\" : \"counterRate\"");
        assertThat(Fixtures.asRead(r).steps()).isEqualTo(r.steps());
        assertThat(ResultJson.toJson(Fixtures.sweep())).doesNotContain("\"metrics\"", "\"new_orders\"", "\"seconds\"");
    }
}
