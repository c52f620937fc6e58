package dev.dbbench.stability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import dev.dbbench.result.Spike;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.StabilityThresholds;
import dev.dbbench.result.Stall;
import dev.dbbench.result.WindowStats;
import dev.dbbench.store.OutageLog;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StabilityAnalysisTest {
    private static final StabilityThresholds T = StabilityThresholds.DEFAULTS;

    private static StabilitySummary analyse(Synthetic run, StabilityThresholds t) {
        return StabilityAnalysis.analyse(run.intervals(), run.latency(t.windowSeconds()), OutageLog.empty(), t);
    }

    /** A run shorter than two windows passes the verdict without its drift check; the line must not hide that. */
    @Test
    void aStableRunTooShortForDriftSaysDriftWasNotJudged() {
        Synthetic run = new Synthetic(10);
        for (int i = 0; i < 30; i++) {
            run.add(1000 + (i % 2 == 0 ? 5 : -5), 10, 20);
        }
        StabilitySummary s = analyse(run, T);

        assertThat(s.verdict()).isEqualTo("stable");
        assertThat(s.verdictLine()).isEqualTo(
                "stable (drift not judged: first hour against last needs two hours at least half full)");
    }

    @Test
    void aSteadyRunIsStableWithOneRowPerHour() {
        Synthetic run = new Synthetic(10);
        for (int i = 0; i < 3 * 360; i++) {
            run.add(1000 + (i % 2 == 0 ? 5 : -5), 10, 20);
        }
        StabilitySummary s = analyse(run, T);

        assertThat(s.verdict()).isEqualTo("stable");
        assertThat(s.verdictLine()).isEqualTo("stable");
        assertThat(s.windows()).extracting(WindowStats::label).containsExactly("0h-1h", "1h-2h", "2h-3h");
        assertThat(s.windows()).extracting(WindowStats::intervals).containsExactly(360, 360, 360);
        assertThat(s.run().tpsMean()).isCloseTo(1000, within(0.01));
        assertThat(s.run().tpsCvPct()).isCloseTo(0.5, within(0.01));
        assertThat(s.run().tpsMin()).isEqualTo(995);
        assertThat(s.run().latencyMs().p50()).isCloseTo(10, within(0.1));
        assertThat(s.run().latencyMs().max()).isCloseTo(20, within(0.2));
        assertThat(s.drift().trendPctPerHour()).isCloseTo(0, within(0.01));
        assertThat(s.drift().firstToLastPct()).hasValue(0.0);
        assertThat(s.stalls()).isEmpty();
        assertThat(s.spikes()).isEmpty();
        assertThat(s.medianTps()).isEqualTo(1000);
    }

    @Test
    void consecutiveSlowIntervalsAreOneStallWithTheirTimes() {
        Synthetic run = new Synthetic(10).steady(50, 1000, 10);
        run.add(0, 10, 10).add(20, 10, 10).add(99, 10, 10);   // intervals 51-53: below 10 % of 1000
        run.steady(50, 1000, 10);
        run.add(50, 10, 10);                                  // interval 104: a second, single stall
        run.steady(10, 1000, 10);
        StabilitySummary s = analyse(run, T);

        assertThat(s.stallCount()).isEqualTo(2);
        assertThat(s.stalledIntervals()).isEqualTo(4);
        Stall first = s.stalls().get(0);
        assertThat(first.intervals()).isEqualTo(3);
        assertThat(first.fromSeconds()).isEqualTo(500);
        assertThat(first.toSeconds()).isEqualTo(530);
        assertThat(first.from()).isEqualTo(Instant.ofEpochMilli(Synthetic.START_MILLIS + 500_000));
        assertThat(first.to()).isEqualTo(Instant.ofEpochMilli(Synthetic.START_MILLIS + 530_000));
        assertThat(first.minTps()).isEqualTo(0);
        assertThat(first.duringOutage()).isFalse();
        assertThat(s.stalls().get(1).fromSeconds()).isEqualTo(1030);
        assertThat(s.verdict()).isEqualTo("unstable");
        assertThat(s.reasons()).anyMatch(r -> r.startsWith("2 stalls (4 intervals below 10 % of the median 1000.00 tps)"));
    }

    @Test
    void anIntervalJustAboveTheThresholdIsNoStall() {
        Synthetic run = new Synthetic(10).steady(20, 1000, 10).add(100, 10, 10).steady(20, 1000, 10);
        assertThat(analyse(run, T).stalls()).isEmpty();
    }

    @Test
    void aShortLastIntervalIsPartialAndNeverAStall() {
        Synthetic run = new Synthetic(10).steady(30, 1000, 10);
        run.add(0, 10, 10, 2.0);
        StabilitySummary s = analyse(run, T);

        assertThat(s.partialIntervals()).isEqualTo(1);
        assertThat(s.stalls()).isEmpty();
        assertThat(s.run().tpsMin()).isEqualTo(1000);
        assertThat(s.run().intervals()).isEqualTo(31);
        // The mean weighs the partial interval by what it lasted: 300,000 events over 302 s.
        assertThat(s.run().tpsMean()).isCloseTo(300_000 / 302.0, within(0.01));
    }

    @Test
    void anIntervalWhoseMaxIsTenTimesTheRunP99IsASpikeWithItsTime() {
        Synthetic run = new Synthetic(10).steady(200, 1000, 10);
        run.add(1000, 10, 2500);                    // interval 201, ends at 2010 s
        run.add(1000, 10, 90);                      // 9x the p99 of 10 ms: not a spike
        run.steady(20, 1000, 10);
        StabilitySummary s = analyse(run, T);

        assertThat(s.run().latencyMs().p99()).isCloseTo(10, within(0.1));
        assertThat(s.spikeCount()).isEqualTo(1);
        Spike spike = s.spikes().get(0);
        assertThat(spike.atSeconds()).isEqualTo(2010);
        assertThat(spike.at()).isEqualTo(Instant.ofEpochMilli(Synthetic.START_MILLIS + 2_010_000));
        assertThat(spike.maxMs()).isCloseTo(2500, within(25.0));
        assertThat(spike.timesP99()).isGreaterThan(100);
        assertThat(s.reasons()).anyMatch(r -> r.startsWith("1 latency spike (interval max above 10x the run's p99"));
    }

    @Test
    void spikesWithinTheAllowedNumberKeepTheRunStable() {
        Synthetic run = new Synthetic(10).steady(100, 1000, 10).add(1000, 10, 900).steady(100, 1000, 10);
        StabilityThresholds lenient = new StabilityThresholds(3600, 10, 10, 1, 10, 10, 50, 2);
        StabilitySummary s = analyse(run, lenient);

        assertThat(s.spikeCount()).isEqualTo(1);
        assertThat(s.verdict()).isEqualTo("stable");
    }

    @Test
    void aSteadyDeclineIsDriftPerHourAndFirstHourAgainstLast() {
        Synthetic run = new Synthetic(10);
        int n = 4 * 360;
        for (int i = 0; i < n; i++) {
            run.add(1000 - 200.0 * i / n, 10, 20);      // 1000 -> 800 tps over four hours: -50 tps per hour
        }
        StabilitySummary s = analyse(run, T);

        // -50 tps/h over a mean of 900 tps.
        assertThat(s.drift().trendPctPerHour()).isCloseTo(-50 / 900.0 * 100, within(0.05));
        assertThat(s.drift().firstWindowTps()).isCloseTo(975, within(0.1));
        assertThat(s.drift().lastWindowTps()).isCloseTo(825, within(0.1));
        assertThat(s.drift().firstToLastPct().getAsDouble()).isCloseTo((825 - 975) / 975.0 * 100, within(0.01));
        assertThat(s.windows()).hasSize(4);
        assertThat(s.reasons()).anyMatch(r -> r.startsWith("TPS fell 15.4 % from the first hour to the last"));
        assertThat(s.stalls()).isEmpty();
    }

    @Test
    void aHalfEmptyLastWindowIsNotComparedForDrift() {
        Synthetic run = new Synthetic(10).steady(360, 1000, 10).steady(360, 1000, 10).steady(60, 500, 10);
        StabilitySummary s = analyse(run, T);

        assertThat(s.windows()).hasSize(3);
        assertThat(s.drift().lastWindowTps()).isEqualTo(1000);
        assertThat(s.drift().firstToLastPct()).hasValue(0.0);
    }

    @Test
    void aShortRunHasNoFirstToLastComparison() {
        StabilitySummary s = analyse(new Synthetic(1).steady(60, 100, 5), T);

        assertThat(s.windows()).hasSize(1);
        assertThat(s.drift().firstToLastPct()).isEmpty();
        assertThat(s.verdict()).isEqualTo("stable");
    }

    @Test
    void latencyPercentilesComeFromEachWindowsMergedHistograms() {
        Synthetic run = new Synthetic(10).steady(360, 1000, 10).steady(360, 1000, 40);
        StabilitySummary s = analyse(run, T);

        assertThat(s.windows().get(0).latencyMs().p99()).isCloseTo(10, within(0.1));
        assertThat(s.windows().get(1).latencyMs().p99()).isCloseTo(40, within(0.4));
        assertThat(s.run().latencyMs().p50()).isBetween(9.9, 40.4);
    }

    @Test
    void unevenThroughputIsReportedAsCoefficientOfVariation() {
        Synthetic run = new Synthetic(10);
        for (int i = 0; i < 100; i++) {
            run.add(i % 2 == 0 ? 700 : 1300, 10, 20);
        }
        StabilitySummary s = analyse(run, T);

        assertThat(s.run().tpsCvPct()).isCloseTo(30.15, within(0.01));
        assertThat(s.reasons()).containsExactly("TPS varies 30.2 % between intervals (CV; limit 10 %)");
    }

    @Test
    void outagesCloseTogetherAreOneAndStallsDuringThemSaySo() {
        Synthetic run = new Synthetic(10).steady(10, 1000, 10).add(0, 10, 10).steady(10, 1000, 10);
        Instant t0 = Instant.ofEpochMilli(Synthetic.START_MILLIS + 101_000);
        List<Outage> windows = List.of(
                new Outage(t0, t0.plusMillis(300), 0.3, "a", "a"),
                new Outage(t0.plusMillis(800), t0.plusMillis(6_000), 5.2, "a", "b"),
                new Outage(t0.plusSeconds(60), t0.plusSeconds(61), 1.0, "b", "b"));
        StabilitySummary s = StabilityAnalysis.analyse(run.intervals(), run.latency(3600),
                new OutageLog(windows, Optional.empty()), T);

        assertThat(s.outages()).hasSize(2);
        assertThat(s.outages().get(0).firstFailure()).isEqualTo(t0);
        assertThat(s.outages().get(0).recovered()).isEqualTo(t0.plusMillis(6_000));
        assertThat(s.outages().get(0).downtimeSeconds()).isEqualTo(6.0);
        assertThat(s.outages().get(0).instanceAfter()).isEqualTo("b");
        assertThat(s.downtimeSeconds()).isEqualTo(7.0);
        assertThat(s.stalls()).singleElement().satisfies(st -> assertThat(st.duringOutage()).isTrue());
        assertThat(s.reasons().get(0)).isEqualTo("2 outages (7.00 s down)");
    }

    /** The warm-up's lost connections are in no measured figure: its outage is a reason of its own and its errors are counted apart. */
    @Test
    void anOutageThatBeganInTheWarmUpSaysSoAndTheWarmUpsErrorsAreCountedApart() {
        Synthetic run = new Synthetic(10).steady(30, 1000, 10);
        IntervalResult first = run.intervals().get(0);
        IntervalResult warm = new IntervalResult(first.target(), first.threads(), 1, 1, 1, true, first.epochMillis() - 10_000, 10, 10,
                5000, 0, 0, 0, 0, 4, 0, 0, Map.of("08S01", 4L), 4, 0, 500, 0, first.latencyMs(), "");
        List<IntervalResult> all = new java.util.ArrayList<>(List.of(warm));
        all.addAll(run.intervals());
        Instant t0 = Instant.ofEpochMilli(Synthetic.START_MILLIS);
        List<Outage> windows = List.of(
                new Outage(t0.minusSeconds(8), t0.minusMillis(6_240), 1.76, "a", "a", true),
                new Outage(t0.plusSeconds(100), t0.plusSeconds(101), 1.0, "a", "a"));
        StabilitySummary s = StabilityAnalysis.analyse(all, run.latency(3600), new OutageLog(windows, Optional.empty()), T);

        assertThat(s.run().errors()).isZero();
        assertThat(s.run().reconnects()).isZero();
        assertThat(s.warmupErrors()).hasValueSatisfying(w -> {
            assertThat(w.errors()).isEqualTo(4);
            assertThat(w.reconnects()).isEqualTo(4);
            assertThat(w.errorsByCode()).containsExactly(Map.entry("08S01", 4L));
        });
        assertThat(s.outages()).extracting(Outage::warmup).containsExactly(true, false);
        assertThat(s.reasons()).startsWith("1 outage (1.00 s down)", "1 outage in the warm-up (1.76 s down)");
        assertThat(StabilityAnalysis.analyse(run.intervals(), run.latency(3600), OutageLog.empty(), T).warmupErrors()).isEmpty();
    }

    @Test
    void anOutageStillOpenAtTheEndIsAReason() {
        Synthetic run = new Synthetic(10).steady(10, 1000, 10).add(0, 10, 10);
        Instant since = Instant.ofEpochMilli(Synthetic.START_MILLIS + 101_000);
        StabilitySummary s = StabilityAnalysis.analyse(run.intervals(), run.latency(3600),
                new OutageLog(List.of(), Optional.of(since)), T);

        assertThat(s.outageOngoingSince()).contains(since);
        assertThat(s.reasons()).anyMatch(r -> r.contains("still away when the run ended"));
        assertThat(s.stalls()).singleElement().satisfies(st -> assertThat(st.duringOutage()).isTrue());
    }

    @Test
    void warmupIntervalsAreLeftOut() {
        Synthetic run = new Synthetic(10).steady(30, 1000, 10);
        IntervalResult last = run.intervals().get(29);
        IntervalResult warm = new IntervalResult(last.target(), last.threads(), 1, 1, 31, true, last.epochMillis(),
                last.elapsedSeconds() + 10, 10, 0, 0, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, 0, 0, last.latencyMs(), "");
        List<IntervalResult> all = new java.util.ArrayList<>(run.intervals());
        all.add(warm);
        StabilitySummary s = StabilityAnalysis.analyse(all, run.latency(3600), OutageLog.empty(), T);

        assertThat(s.run().intervals()).isEqualTo(30);
        assertThat(s.stalls()).isEmpty();
    }

    @Test
    void noIntervalIsUnstableAndSaysWhy() {
        StabilitySummary s = StabilityAnalysis.analyse(List.of(), new LatencyWindows(3600), OutageLog.empty(), T);
        assertThat(s.verdictLine()).isEqualTo("unstable: no interval was measured");
    }

    @Test
    void withoutLatencyHistogramsSpikesAreNotGuessed() {
        Synthetic run = new Synthetic(10).steady(20, 1000, 10).add(1000, 10, 5000);
        StabilitySummary s = StabilityAnalysis.analyse(run.intervals(), new LatencyWindows(3600), OutageLog.empty(), T);

        assertThat(s.spikes()).isEmpty();
        assertThat(s.notes()).singleElement().asString().contains("latency.hlog");
    }

    @Test
    void longListsKeepTheLargestInTimeOrder() {
        Synthetic run = new Synthetic(1);
        for (int i = 0; i < 400; i++) {
            run.steady(3, 1000, 1);
            run.add(1000, 1, 100 + i);   // a spike every fourth interval, growing
        }
        StabilitySummary s = analyse(run, T);

        assertThat(s.spikeCount()).isEqualTo(400);
        assertThat(s.spikes()).hasSize(StabilitySummary.MAX_LISTED);
        assertThat(s.spikes()).isSortedAccordingTo(java.util.Comparator.comparingDouble(Spike::atSeconds));
        assertThat(s.spikes().get(0).maxMs()).isGreaterThanOrEqualTo(390);
    }

    @Test
    void shortWindowsAreLabelledInSeconds() {
        StabilityThresholds tenSeconds = T.withWindowSeconds(10);
        StabilitySummary s = analyse(new Synthetic(1).steady(25, 100, 5), tenSeconds);

        assertThat(s.windows()).extracting(WindowStats::label).containsExactly("0s-10s", "10s-20s", "20s-30s");
        assertThat(s.windows()).extracting(WindowStats::intervals).containsExactly(10, 10, 5);
        assertThat(s.drift().firstToLastPct()).hasValue(0.0);
    }
}
