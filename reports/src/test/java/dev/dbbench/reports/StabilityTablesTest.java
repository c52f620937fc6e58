package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.html.HtmlReporter;
import dev.dbbench.reports.md.MarkdownReporter;
import dev.dbbench.reports.text.SysbenchTextReporter;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.Drift;
import dev.dbbench.result.Spike;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.StabilityThresholds;
import dev.dbbench.result.Stall;
import dev.dbbench.result.WarmupErrors;
import dev.dbbench.result.WindowStats;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The stability section of the reports: readable tables, also after a round trip through result.json. */
class StabilityTablesTest {
    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    static StabilitySummary summary() {
        LatencyMs lat = new LatencyMs(1, 5, 4, 8, 9, 12, 40, 7113.5);
        WindowStats run = new WindowStats("run", 0, 7200, 720, 7_200_000, 1000, 4.2, 0, 3610, 20000, lat, 8, 2, 8, Map.of("08S01", 8L));
        List<WindowStats> hours = List.of(
                new WindowStats("0h-1h", 0, 3600, 360, 3_700_000, 1027.78, 3.1, 950, 200, 20500, lat, 0, 0, 0, Map.of()),
                new WindowStats("1h-2h", 3600, 7200, 360, 3_500_000, 972.22, 5.0, 0, 3610, 19500, lat, 8, 2, 8, Map.of("08S01", 8L)));
        Outage outage = new Outage(T0.plusSeconds(3605), T0.plusSeconds(3612), 6.7, "db1:3306", "db1:3306");
        return new StabilitySummary("unstable", List.of("1 outage (6.70 s down)", "1 stall (1 interval below 10 % of the median 1000.00 tps)"),
                StabilityThresholds.DEFAULTS, run, hours, new Drift(-2.5, 1027.78, 972.22, OptionalDouble.of(-5.41)), 1000, 1, 1,
                List.of(new Stall(T0.plusSeconds(3600), T0.plusSeconds(3610), 3600, 3610, 1, 0, true)), 1,
                List.of(new Spike(T0.plusSeconds(3620), 3620, 7113.5, 592.8)), List.of(outage), 6.7, Optional.empty(), 0, List.of());
    }

    static RunResult result(Object stability) {
        RunSummary summary = stability instanceof StabilitySummary s ? RunSummary.EMPTY.withStability(s)
                : RunSummary.EMPTY.withOthers(Map.of("stability", stability));
        RunResult base = Fixtures.sweep();
        return new RunResult(base.tool(), "stability", RunStatus.OK, base.startedAt(), base.finishedAt(), base.target(), List.of(base.target()),
                base.workload(), base.manifest(), List.of(base.steps().get(0)), summary);
    }

    @Test
    void markdownShowsTheVerdictHoursStallsSpikesAndOutages() throws Exception {
        String md = markdown(result(summary()));

        assertThat(md).contains("## Stability verdict", "| verdict | unstable |", "| reason | 1 outage (6.70 s down) |",
                "| first hour against last | 1027.78 to 972.22 tps (-5.4 %) |");
        assertThat(md).contains("## Stability by hour", "| run | 720 | 1000.00 | 4.2 | 0.00 |", "| 1h-2h | 360 | 972.22 |");
        // The outage's reconnects keep their column (a column of zeros is left out, with a note).
        String header = md.substring(md.indexOf("## Stability by hour\n\n") + 22).lines().findFirst().orElseThrow();
        assertThat(header).startsWith("| window | intervals | tps | cv % | min tps |").endsWith("| reconnects |");
        assertThat(md).doesNotContain("No window had");
        assertThat(md).contains("## Stalls", "| 2026-01-01T01:00:00Z | 2026-01-01T01:00:10Z | 3600-3610 | 1 | 0.00 | yes |");
        assertThat(md).contains("## Latency spikes", "| 2026-01-01T01:00:20Z | 3620 | 7113.50 | 592.8x |");
        assertThat(md).contains("## Outage windows", "| 2026-01-01T01:00:05Z | 2026-01-01T01:00:12Z | 6.70 | db1:3306 | db1:3306 |");
        assertThat(md).doesNotContain("run.latencyMs", "Summary: stability");
    }

    @Test
    void aRunShowsItsDeclaredMetricsPerWindowAlsoAfterARoundTrip() throws Exception {
        StabilitySummary s = summary();
        Map<String, Long> hour = Map.of("new_order", 36_000L, "new_order_rollback", 360L, "payment", 36_000L, "order_status", 3_600L,
                "delivery", 3_600L, "stock_level", 3_600L);
        WindowStats run = withOperations(s.run(), Map.of("new_order", 72_000L, "new_order_rollback", 720L));
        List<WindowStats> hours = s.windows().stream().map(w -> withOperations(w, hour)).toList();
        StabilitySummary tpcc = new StabilitySummary(s.verdict(), s.reasons(), s.thresholds(), run, hours, s.drift(), s.medianTps(),
                s.stallCount(), s.stalledIntervals(), s.stalls(), s.spikeCount(), s.spikes(), s.outages(), s.downtimeSeconds(),
                s.outageOngoingSince(), s.partialIntervals(), s.notes());
        RunResult plain = result(tpcc);
        RunResult written = plain.withWorkload(plain.workload().withMetrics(MetricReportsTest.DECLARED));
        String md = markdown(written);

        // 36,000 committed New-Orders in an hour: 600 NOPM; 606 tpmC with the 360 rolled back. The run's own counts here
        // hold New-Orders only, so its mix misses every minimum. A window reads no server counters: no server columns.
        assertThat(md).contains("| window | intervals | tps | NOPM (client) | tpmC | tpmTotal | TPC-C mix % | cv % |",
                "| run | 720 | 1000.00 | 600.00 | 606.00 | 60000.00 | 100.00/0.00/0.00/0.00/0.00 (below minimum) | 4.2 |",
                "| 1h-2h | 360 | 972.22 | 600.00 | 606.00 | 58333.33 | 43.72/43.29/4.32/4.32/4.32 | 5.0 |",
                "_Per minute of measured time: NOPM (client), tpmC, tpmTotal. Each is the window's count over its time.",
                "_Warning: the run is below TPC-C's minimum mix (clause 5.2.3): Payment 0.00 % (at least 43 %), Order-Status 0.00 %");
        assertThat(md).doesNotContain("Warning: window");
        assertThat(ResultJson.toJson(written)).contains("\"nopmClient\" : {\n            \"value\" : 600.0");
        assertThat(markdown(ResultJson.read(new StringReader(ResultJson.toJson(written)), "test"))).isEqualTo(md);
        assertThat(markdown(plain)).doesNotContain("NOPM", "tpmC");
    }

    private static WindowStats withOperations(WindowStats w, Map<String, Long> operations) {
        return new WindowStats(w.label(), w.fromSeconds(), w.toSeconds(), w.intervals(), w.transactions(), w.tpsMean(), w.tpsCvPct(),
                w.tpsMin(), w.tpsMinAtSeconds(), w.qpsMean(), w.latencyMs(), w.errors(), w.timeouts(), w.reconnects(), w.errorsByCode(),
                operations);
    }

    @Test
    void aResultReadBackFromJsonRendersTheSame() throws Exception {
        RunResult written = result(summary());
        RunResult read = ResultJson.read(new StringReader(ResultJson.toJson(written)), "test");

        assertThat(read.summary().stability()).isPresent();
        assertThat(markdown(read)).isEqualTo(markdown(written));
    }

    @Test
    void htmlHasTheSameTables() throws Exception {
        StringWriter out = new StringWriter();
        new HtmlReporter().write(result(summary()), out);
        assertThat(out.toString()).contains("Stability verdict", "Stability by hour", "Outage windows", "592.8x");
    }

    /** summary.txt of a stability run ends with the verdict line, as the console prints it, after the step's block. */
    @Test
    void summaryTextEndsWithTheVerdictLineAsTheConsolePrintsIt() throws Exception {
        RunResult written = result(summary());
        RunResult read = ResultJson.read(new StringReader(ResultJson.toJson(written)), "test");

        for (RunResult r : List.of(written, read)) {
            StringWriter out = new StringWriter();
            new SysbenchTextReporter().write(r, out);
            assertThat(out.toString()).contains("SQL statistics:")
                    .endsWith("\nVerdict: unstable: 1 outage (6.70 s down); 1 stall (1 interval below 10 % of the median 1000.00 tps)\n");
        }
        StringWriter sweep = new StringWriter();
        new SysbenchTextReporter().write(Fixtures.sweep(), sweep);
        assertThat(sweep.toString()).doesNotContain("Verdict");
    }

    /** An outage that began in the warm-up: every table says where it fell, and the warm-up's losses have their row. */
    @Test
    void anOutageInTheWarmUpIsMarkedAndTheWarmUpsErrorsHaveTheirRow() throws Exception {
        StabilitySummary full = summary();
        Outage outage = new Outage(T0.minusSeconds(5), T0.minusMillis(3_240), 1.76, "db1:3306", "db1:3306", true);
        StabilitySummary warm = new StabilitySummary("unstable", List.of("1 outage in the warm-up (1.76 s down)"), full.thresholds(),
                full.run(), full.windows(), full.drift(), 1000, 0, 0, List.of(), 0, List.of(), List.of(outage), 1.76, Optional.empty(), 0,
                List.of(), Optional.of(new WarmupErrors(4, 0, 4, Map.of("08S01", 4L))));
        RunResult written = result(warm);
        String json = ResultJson.toJson(written);
        RunResult read = ResultJson.read(new StringReader(json), "test");

        assertThat(json).contains("\"warmup\" : true", "\"warmupErrors\"");
        assertThat(ResultJson.toJson(result(full))).doesNotContain("warmupErrors");
        for (RunResult r : List.of(written, read)) {
            assertThat(markdown(r)).contains("| reason | 1 outage in the warm-up (1.76 s down) |",
                    "| outages | 1 (1.76 s down), in the warm-up |",
                    "| warm-up, not measured | 4 errors {08S01=4}, 0 timeouts, 4 reconnects |",
                    "| 2025-12-31T23:59:55Z | 2025-12-31T23:59:56.760Z | 1.76 | db1:3306 | db1:3306 | warm-up |");
        }
        assertThat(markdown(result(full))).contains("| 6.70 | db1:3306 | db1:3306 | measured |").doesNotContain("warm-up");
    }

    /** A 24 s run's slope extrapolated to an hour is noise times 150; only a run as long as a window has a trend. */
    @Test
    void aRunShorterThanTheAnalysisWindowHasNoTrendNumber() throws Exception {
        StabilitySummary full = summary();
        LatencyMs lat = full.run().latencyMs();
        WindowStats run = new WindowStats("run", 0, 24, 24, 24_000, 1000, 4.2, 900, 3, 20000, lat, 0, 0, 0, Map.of());
        StabilitySummary brief = new StabilitySummary("stable", List.of(), StabilityThresholds.DEFAULTS, run, List.of(run),
                new Drift(30667.91, 1000, 1000, OptionalDouble.empty()), 1000, 0, 0, List.of(), 0, List.of(), List.of(), 0,
                Optional.empty(), 0, List.of());

        assertThat(markdown(result(brief))).doesNotContain("30667").contains("| TPS trend | too short to estimate (24 s measured");
        assertThat(markdown(result(full))).contains("| TPS trend | -2.50 % per hour |");
    }

    /** A 14 s run under --analysis-window 10s is a window long but far from an hour: no trend, not +2650.44 % per hour. */
    @Test
    void aShortAnalysisWindowDoesNotMakeAShortRunsTrendANumber() {
        StabilitySummary full = summary();
        WindowStats run = new WindowStats("run", 0, 14, 14, 14_000, 1000, 4.2, 900, 3, 20000, full.run().latencyMs(), 0, 0, 0, Map.of());
        StabilitySummary brief = new StabilitySummary("stable", List.of(), StabilityThresholds.DEFAULTS.withWindowSeconds(10), run,
                List.of(run), new Drift(2650.44, 1000, 1000, OptionalDouble.empty()), 1000, 0, 0, List.of(), 0, List.of(), List.of(), 0,
                Optional.empty(), 0, List.of());

        assertThat(StabilityTables.trend(brief)).isEqualTo("too short to estimate (14 s measured; needs an hour)");
    }

    /** compare of two stability runs puts their verdicts, CV, drift and outages side by side, a dash for a result with none. */
    @Test
    void aComparisonPutsEachResultsVerdictSideBySideAndDashesAResultWithNone() throws Exception {
        Map<String, Optional<StabilitySummary>> section = new java.util.LinkedHashMap<>();
        section.put("ob", Optional.of(summary()));
        section.put("mysql", Optional.empty());
        RunResult compared = new RunResult(Fixtures.sweep().tool(), "compare", RunStatus.OK, null, null, null, List.of(), null, Map.of(),
                List.of(), RunSummary.EMPTY.withStabilityCompared(section));
        RunResult read = ResultJson.read(new StringReader(ResultJson.toJson(compared)), "test");

        for (RunResult r : List.of(compared, read)) {
            Table t = SummaryTables.of(r).get(0);
            assertThat(t.title()).isEqualTo("Stability");
            assertThat(t.header()).containsExactly("item", "ob", "mysql");
            assertThat(t.rows()).contains(
                    List.of("verdict", "unstable: 1 outage (6.70 s down); 1 stall (1 interval below 10 % of the median 1000.00 tps)", "—"),
                    List.of("TPS cv %", "4.2", "—"), List.of("TPS trend", "-2.50 % per hour", "—"),
                    List.of("first window against last", "1027.78 to 972.22 tps (-5.4 %)", "—"),
                    List.of("outages", "1 (6.70 s down)", "—"), List.of("longest outage", "6.70 s", "—"));
            assertThat(t.notes()).contains("— means the result holds no stability analysis (it is not a stability run).");
            assertThat(t.notes().get(0)).startsWith("Each run's whole is one cell of the comparisons");
        }
        assertThat(markdown(compared)).contains("## Stability\n").doesNotContain("Summary: stabilityCompared");
    }

    @Test
    void aSectionOfAnotherShapeIsShownGenerically() throws Exception {
        String md = markdown(result(Map.of("verdict", "stable", "somethingNew", 3)));
        assertThat(md).contains("Summary: stability", "something new");
    }

    private static String markdown(RunResult r) throws Exception {
        StringWriter out = new StringWriter();
        new MarkdownReporter().write(r, out);
        return out.toString();
    }
}
