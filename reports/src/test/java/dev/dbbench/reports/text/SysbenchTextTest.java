package dev.dbbench.reports.text;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepResultBuilder;
import dev.dbbench.result.ThreadFairness;
import dev.dbbench.testing.Steps;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class SysbenchTextTest {

    /** 25 s interval: 432096 reads / 25 = 17283.84 per second, and so on. */
    private static IntervalResult interval(long errors, long reconnects) {
        return new IntervalResult("mysql", 64, 1, 1, 1, false, 0L, 10, 25, 30864, 432096, 123456, 61728, 0,
                errors, errors, 0, Map.of(), reconnects, 0, 1234.56, 24691.20,
                new LatencyMs(1, 40, 38, 55, 61.08, 80.5, 120.5, 150), "");
    }

    @Test
    void intervalLineMatchesSysbench() {
        assertThat(SysbenchText.intervalLine(interval(0, 0))).isEqualTo(
                "[ 10s ] thds: 64 tps: 1234.56 qps: 24691.20 (r/w/o: 17283.84/4938.24/2469.12) lat (ms,95%): 61.08 "
                        + "err/s: 0.00 reconn/s: 0.00");
    }

    @Test
    void anIntervalShorterThanASecondSaysWhenItEnded() {
        assertThat(SysbenchText.at(10.004, 1.0)).isEqualTo("10");
        assertThat(SysbenchText.at(80.1, 1.1)).as("a full interval that closed late").isEqualTo("80");
        assertThat(SysbenchText.at(1.42, 0.42)).as("a 0.4 s tail after [ 1s ]").isEqualTo("1.4");
        assertThat(SysbenchText.at(0.5, 0.5)).isEqualTo("0.5");
    }

    @Test
    void aLateIntervalSaysHowLongItWas() {
        IntervalResult i = interval(0, 0);
        IntervalResult late = new IntervalResult(i.target(), i.threads(), i.repeat(), i.iteration(), i.index(), i.warmup(),
                i.epochMillis(), i.elapsedSeconds(), 2.314, i.transactions(), i.reads(), i.writes(), i.other(), i.emptyReads(),
                i.errors(), i.ignoredErrors(), i.timeouts(), i.errorsByCode(), i.reconnects(), i.queueLength(), i.tps(), i.qps(),
                i.latencyMs(), i.instance(), true);

        assertThat(SysbenchText.intervalLine(late)).endsWith("reconn/s: 0.00 (late: 2.31s)");
        assertThat(SysbenchText.intervalLine(i)).endsWith("reconn/s: 0.00");
    }

    @Test
    void intervalLineTakesAnotherPercentileAndShowsErrorRates() {
        IntervalResult r = interval(10, 5);

        assertThat(SysbenchText.intervalLine(r, 99, r.latencyMs().p99()))
                .endsWith("lat (ms,99%): 80.50 err/s: 0.40 reconn/s: 0.20");
        assertThat(SysbenchText.intervalLine(r, 99.9, 120.5)).contains(" lat (ms,99.9%): 120.50 ");
    }

    /** Numbers of a real sysbench 1.0.20 run, whose final block is the expected text below. */
    @Test
    void finalBlockMatchesSysbenchSpacing() {
        StepResult s = pointSelects().latencyMs(new LatencyMs(0.01, 5946.96 / 263366, 0.02, 0.03, 0.04, 0.05, 0.1, 50.97)).build();

        assertThat(SysbenchText.finalBlock(s)).isEqualTo(String.join("\n",
                "SQL statistics:",
                "    queries performed:",
                "        read:                            263366",
                "        write:                           0",
                "        other:                           0",
                "        total:                           263366",
                "    transactions:                        263366 (87697.56 per sec.)",
                "    queries:                             263366 (87697.56 per sec.)",
                "    ignored errors:                      0      (0.00 per sec.)",
                "    reconnects:                          0      (0.00 per sec.)",
                "",
                "General statistics:",
                "    total time:                          3.0019s",
                "    total number of events:              263366",
                "",
                "Latency (ms):",
                "         min:                                    0.01",
                "         avg:                                    0.02",
                "         max:                                   50.97",
                "         95th percentile:                        0.04",
                "         sum:                                 5946.96",
                ""));
    }

    /** sysbench 1.0.20 prints the deviation with %3.2f after the average with %.4f, values from column 36. */
    @Test
    void finalBlockEndsWithThreadFairnessWhenTheStepHasIt() {
        StepResult s = pointSelects().latencyMs(new LatencyMs(0.01, 0.02, 0.02, 0.03, 0.04, 0.05, 0.1, 50.97))
                .fairness(new ThreadFairness(131683, 6, 2.97354, 0.0021)).build();

        assertThat(SysbenchText.finalBlock(s)).endsWith(String.join("\n",
                "         sum:                                 5267.32",
                "",
                "Threads fairness:",
                "    events (avg/stddev):           131683.0000/6.00",
                "    execution time (avg/stddev):   2.9735/0.00",
                ""));
        assertThat(SysbenchText.finalBlock(s.toBuilder().fairness(null).build()))
                .as("a rebuilt step has no per-worker counts").doesNotContain("fairness");
    }

    @Test
    void finalBlockAddsErrorsAndEmptyReadsOnlyWhenThereAreSome() {
        StepResult s = pg().emptyReads(30).errors(7).ignoredErrors(5).errorsByCode(Map.of("40P01", 5L)).reconnects(1).build();

        String block = SysbenchText.finalBlock(s, 99, 5);

        assertThat(block).contains("    ignored errors:                      5      (0.50 per sec.)\n",
                "    reconnects:                          1      (0.10 per sec.)\n",
                "    other errors:                        2      (0.20 per sec.)\n",
                "    empty reads:                         30     (3.00 per sec.)\n",
                "         99th percentile:                        5.00\n");
    }

    /** A percentile with decimals is wider than sysbench's two digits; it must not push its label left of min/avg/max. */
    @Test
    void aDecimalPercentileLineStaysInColumnWithTheOtherLatencyLines() {
        StepResult s = pg().build();

        for (double p : new double[] {95, 99.9, 99.99}) {
            List<String> latency = SysbenchText.finalBlock(s, p, 6).lines().dropWhile(l -> !l.equals("Latency (ms):"))
                    .skip(1).toList();
            assertThat(latency).as("percentile %s", p).hasSize(5)
                    .allSatisfy(l -> assertThat(l).startsWith("         ").doesNotStartWith("          ").hasSize(53));
        }
    }

    @Test
    void knowsThePercentilesALatencyRecordHolds() {
        LatencyMs l = new LatencyMs(1, 2, 3, 4, 5, 6, 7, 8);

        assertThat(SysbenchText.latencyAt(l, 99.9)).hasValue(7);
        assertThat(SysbenchText.latencyAt(l, 50)).hasValue(3);
        assertThat(SysbenchText.latencyAt(l, 97)).isEmpty();
        assertThat(SysbenchText.percentileLabel(99.0)).isEqualTo("99");
        assertThat(SysbenchText.percentileLabel(99.99)).isEqualTo("99.99");
    }

    /** A sweep's summary.txt ends with the closing table, peak, knee and "stopped after" the console printed. */
    @Test
    void aSweepsSummaryTxtEndsWithTheTableTheConsolePrinted() throws Exception {
        dev.dbbench.result.RunResult base = dev.dbbench.reports.Fixtures.sweep();
        dev.dbbench.result.RunResult r = new dev.dbbench.result.RunResult(base.tool(), "sweep", RunStatus.OK, base.startedAt(),
                base.finishedAt(), base.target(), base.targets(), base.workload(), Map.of("repeats", "2"), base.steps(),
                dev.dbbench.reports.Fixtures.sweepSummary(base.steps()).withStoppedEarly(Map.of("mysql", "stopped after 32 threads: p95 13.20 ms is above 12.00 ms")));
        java.io.StringWriter out = new java.io.StringWriter();

        new SysbenchTextReporter().write(r, out);

        assertThat(out.toString()).endsWith(SweepText.closing(r));
        assertThat(SweepText.closing(r)).contains("| target | threads | repeats | tps |", "| mysql | 8 | 2 | 40.50 ±15.7 % |",
                "| oceanbase | 8 | +50.6 % (+37.0 … +65.6 %) | better |", "oceanbase: peak 241.00 (228.29 … 253.71) TPS",
                "mysql: stopped after 32 threads: p95 13.20 ms");
    }

    /** sysbench's oltp_point_select on MySQL at 2 threads: one read per transaction. */
    private static StepResultBuilder pointSelects() {
        return Steps.step("mysql", 2).durationSeconds(3.0019).transactions(263366).queries(263366).reads(263366)
                .tps(87697.56).qps(87697.56);
    }

    private static StepResultBuilder pg() {
        return Steps.oltp("pg", 8, 100, 10).latencyMs(new LatencyMs(1, 2, 2, 3, 4, 5, 6, 7));
    }
}
