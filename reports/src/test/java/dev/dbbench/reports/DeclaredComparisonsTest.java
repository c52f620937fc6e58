package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.CellComparison;
import dev.dbbench.result.CellComparison.Verdict;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Measure;
import dev.dbbench.result.OperationStats;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerCounts;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.ReportOutput;
import dev.dbbench.stats.Estimators;
import dev.dbbench.stats.Ratios;
import dev.dbbench.sweep.Comparisons;
import dev.dbbench.sweep.SweepAnalysis;
import dev.dbbench.testing.ResultSchema;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The rates a workload declares compared as the measures are. Two targets of TPC-C: at 8 threads three repeats each,
 * pg counting 1,000, 1,010 and 990 committed New-Orders a minute and my half as many again; at 16 threads one run each,
 * which gives a declared rate no interval. The server counts one New-Order fewer than the client.
 */
class DeclaredComparisonsTest {
    private static final double[] PG = {1000, 1010, 990};
    private static final double[] MY = {1500, 1510, 1490};

    /** A step of {@code committed} New-Orders a minute, as many Payments and 40 more transactions, 10 of them rolled back. */
    private static StepResult step(String target, int threads, int repeat, long committed, boolean server) {
        long all = committed * 2 + 40;
        double ms = threads * 60_000.0 / all;
        LatencyMs lat = new LatencyMs(ms / 4, ms, ms * 0.9, ms * 1.2, ms * 1.5, ms * 2, ms * 3, ms * 10);
        return StepResult.builder().target(target).threads(threads).repeat(repeat).durationSeconds(60).transactions(all)
                .tps(all / 60.0).qps(all / 6.0).latencyMs(lat).operations(Map.of("new_order", new OperationStats(committed, committed / 60.0, lat),
                        "new_order_rollback", new OperationStats(10, 0.17, lat), "payment", new OperationStats(committed, 1, lat)))
                .server(server ? Optional.of(new ServerCounts(60, Map.of("new_orders", committed - 1),
                        new TreeMap<>(Map.of("xact_commit", all, "xact_rollback", 10L)), "")) : Optional.empty())
                .build();
    }

    /** The sweep, its summary recorded as a sweep records it; {@code myServer} false when my's server counts nothing. */
    private static RunResult tpcc(boolean myServer) {
        List<StepResult> steps = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            steps.add(step("pg", 8, r + 1, (long) PG[r], true));
            steps.add(step("my", 8, r + 1, (long) MY[r], myServer));
        }
        steps.add(step("pg", 16, 1, 2000, true));
        steps.add(step("my", 16, 1, 2600, myServer));
        return result(steps, SweepAnalysis.summarise(RunSummary.EMPTY, steps, MetricReportsTest.DECLARED));
    }

    private static RunResult result(List<StepResult> steps, RunSummary summary) {
        RunResult base = Fixtures.sweep();
        List<TargetInfo> targets = List.of(Fixtures.target("pg", Map.of()), Fixtures.target("my", Map.of()));
        return new RunResult(base.tool(), "sweep", base.status(), base.startedAt(), base.finishedAt(), targets.get(0), targets,
                new WorkloadInfo("tpcc", Map.of("warehouses", "10"), MetricReportsTest.DECLARED), Map.of(), steps, summary);
    }

    private static CellComparison find(Conclusions c, String metric, int threads) {
        return c.comparisons().stream().filter(x -> x.metric().equals(metric) && x.threads() == threads).findFirst().orElseThrow();
    }

    @Test
    void aDeclaredRateGetsTheRatioIntervalAndVerdictRatiosGivesForItsRepeats() {
        CellComparison nopm = find(Conclusions.of(tpcc(true)), "nopmClient", 8);
        double[] none = {Double.NaN, Double.NaN, Double.NaN};
        CellComparison expected = Ratios.compare("nopmClient", true, 8, "pg", "my", Estimators.ofRepeats(PG, none),
                Estimators.ofRepeats(MY, none), Comparisons.DEFAULT_RESOLVE_PCT).orElseThrow();

        assertThat(nopm).isEqualTo(expected);
        assertThat(nopm.ratio()).isEqualTo(1.5);
        assertThat(nopm.ratioLow()).isPresent();
        assertThat(nopm.verdict()).isEqualTo(Verdict.BETTER);
    }

    @Test
    void aCellMeasuredOnceHasNoIntervalForADeclaredRate() {
        CellComparison once = find(Conclusions.of(tpcc(true)), "nopmClient", 16);

        assertThat(once.ratio()).isEqualTo(1.3);
        assertThat(once.ratioLow()).isEmpty();
        assertThat(once.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(Conclusions.change(once)).isEqualTo("+30.0 %");
    }

    @Test
    void theTableNamesEachRateByItsLabelAfterTheMeasuresAndLeavesTheMixOut() {
        Table table = Conclusions.of(tpcc(true)).table().orElseThrow();
        List<String> at8 = table.rows().stream().filter(r -> r.get(1).equals("8")).map(r -> r.get(2)).toList();

        assertThat(at8).containsExactly("TPS", "QPS", "average latency", "p95 latency", "p99 latency", "NOPM (server)",
                "NOPM (client)", "tpmC", "tpmTotal", "TPM (server)");
        assertThat(table.rows()).filteredOn(r -> r.get(2).equals("NOPM (client)") && r.get(1).equals("16"))
                .singleElement().satisfies(r -> assertThat(r.get(6)).isEqualTo("unknown: no interval"));
    }

    @Test
    void theCountLineCountsTheDeclaredRates() {
        Conclusions c = Conclusions.of(tpcc(true));
        long judged = c.comparisons().stream().filter(x -> x.verdict() != Verdict.UNKNOWN).count();
        long real = c.comparisons().stream().filter(CellComparison::significant).count();
        long measures = c.comparisons().stream().filter(x -> x.verdict() != Verdict.UNKNOWN)
                .filter(x -> List.of(Measure.values()).stream().anyMatch(m -> m.key().equals(x.metric()))).count();

        // Five rates at 8 threads, each with an interval.
        assertThat(judged - measures).isEqualTo(5);
        assertThat(c.headline()).contains(real + " of " + judged + " numbers compared differ at 95 % confidence; with no "
                + "difference at all about 0 or 1 would by chance.");
    }

    @Test
    void theHeadlineGivesTheFirstDeclaredRateBesideTpsAndP95() {
        List<String> headline = Conclusions.of(tpcc(true)).headline();

        assertThat(headline).anyMatch(l -> l.startsWith("my against pg, TPS: "))
                .anyMatch(l -> l.startsWith("my against pg, p95 latency: "))
                .anyMatch(l -> l.startsWith("my against pg, NOPM (server): better at 8 threads ("))
                .noneMatch(l -> l.contains("NOPM (client):"));
    }

    @Test
    void aServerRateATargetCannotCountGivesWayInTheHeadlineToTheFirstCompared() {
        Conclusions c = Conclusions.of(tpcc(false));

        assertThat(c.comparisons()).noneMatch(x -> x.metric().equals("nopmServer"));
        assertThat(c.headline()).anyMatch(l -> l.startsWith("my against pg, NOPM (client): better at 8 threads"))
                .noneMatch(l -> l.contains("NOPM (server)"));
    }

    @Test
    void cellsCsvGivesEachRatesComparisonColumns() throws IOException {
        RunResult r = tpcc(true);
        StringWriter out = new StringWriter();
        new CellsCsvReporter().write(ReportInput.of(r), ReportOutput.of(out, Path.of(".")));
        List<String> header = List.of(out.toString().lines().findFirst().orElseThrow().split(","));
        List<String> row = out.toString().lines().filter(l -> l.startsWith("my,8,")).map(l -> List.of(l.split(",", -1)))
                .findFirst().orElseThrow();
        CellComparison nopm = find(Conclusions.of(r), "nopmClient", 8);

        assertThat(header).containsSubsequence("p99_ms_verdict", "nopm_server_ratio", "nopm_client_ratio", "nopm_client_ratio_low",
                "nopm_client_ratio_high", "nopm_client_significant", "nopm_client_verdict", "tpm_server_verdict");
        assertThat(header).noneMatch(h -> h.startsWith("mix"));
        assertThat(row.get(header.indexOf("nopm_client_ratio"))).isEqualTo("1.5");
        assertThat(row.get(header.indexOf("nopm_client_ratio_low"))).isEqualTo(Fmt.plain(nopm.ratioLow().getAsDouble()));
        assertThat(row.get(header.indexOf("nopm_client_ratio_high"))).isEqualTo(Fmt.plain(nopm.ratioHigh().getAsDouble()));
        assertThat(row.get(header.indexOf("nopm_client_significant"))).isEqualTo("true");
        assertThat(row.get(header.indexOf("nopm_client_verdict"))).isEqualTo("better");
    }

    @Test
    void resultJsonKeepsTheComparisonsAndTheSchemaAcceptsThem() {
        RunResult r = tpcc(true);
        String json = ResultJson.toJson(r);

        assertThat(ResultSchema.problems(json)).isEmpty();
        assertThat(Fixtures.asRead(r).summary().comparisons()).isEqualTo(r.summary().comparisons());
    }

    @Test
    void aResultWhoseSummaryPredatesTheRatesStillReports() {
        RunResult tpcc = tpcc(true);
        RunResult before = result(tpcc.steps(), SweepAnalysis.summarise(RunSummary.EMPTY, tpcc.steps(), List.of()));
        Conclusions c = Conclusions.of(before);

        assertThat(c.table().orElseThrow().rows()).noneMatch(row -> row.get(2).startsWith("NOPM"));
        assertThat(c.headline()).anyMatch(l -> l.startsWith("my against pg, TPS: "));
        // Without comparisons recorded at all, the reports compute them, the rates among them.
        assertThat(Conclusions.of(result(tpcc.steps(), RunSummary.EMPTY)).comparisons()).anyMatch(x -> x.metric().equals("tpmC"));
    }
}
