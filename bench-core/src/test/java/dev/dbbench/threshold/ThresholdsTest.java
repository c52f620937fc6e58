package dev.dbbench.threshold;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.Estimate;
import dev.dbbench.result.RuleOutcome;
import dev.dbbench.result.ThresholdCheck;
import dev.dbbench.result.RuleVerdict;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Rules judged on the 95 % interval where there is one, on the value where there is not. */
class ThresholdsTest {
    @ParameterizedTest(name = "{0} on {1} ({2} … {3}): {4}")
    @CsvSource({
        "p95<20ms, 15, 12, 18, PASSED",
        "p95<20ms, 25, 22, 28, BROKEN",
        "p95<20ms, 19, 17, 21, UNCLEAR",
        "p95<20ms, 21, 19, 23, UNCLEAR",
        "p95<20ms, 18, 16, 20, UNCLEAR",
        "p95<=20ms, 18, 16, 20, PASSED",
        "tps>1000, 1200, 1100, 1300, PASSED",
        "tps>1000, 900, 800, 1000, BROKEN",
        "tps>=1000, 900, 800, 1000, UNCLEAR",
        "tps>1000, 1010, 950, 1070, UNCLEAR"})
    void theIntervalDecides(String rule, double value, double low, double high, RuleVerdict expected) {
        Metric metric = Rule.parse(rule).metric();
        Measured m = step("mariadb", 8, metric, Estimate.of(value, low, high, Estimate.Basis.INTERVALS, 10));
        assertThat(Thresholds.parse(List.of(rule), false).judge(List.of(m)).rules().get(0).verdict()).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource({"p95<20ms, 19.9, PASSED", "p95<20ms, 20, BROKEN", "p95<=20ms, 20, PASSED", "errors==0, 0, PASSED",
        "errors==0, 3, BROKEN", "error_rate<0.1%, 0.2, BROKEN", "tps>1000, 1000.5, PASSED"})
    void withoutAnIntervalThePointDecides(String rule, double value, RuleVerdict expected) {
        Measured m = step("mariadb", 8, Rule.parse(rule).metric(), Estimate.point(value));
        assertThat(Thresholds.parse(List.of(rule), false).judge(List.of(m)).rules().get(0).verdict()).isEqualTo(expected);
    }

    @Test
    void aRuleTakesItsWorstStepAndNamesIt() {
        List<Measured> steps = List.of(step("mariadb", 8, Metric.TPS, Estimate.point(2000)),
                step("mariadb", 64, Metric.TPS, Estimate.of(800, 780, 820, Estimate.Basis.REPEATS, 3)));
        RuleOutcome o = Thresholds.parse(List.of("tps>1000"), false).judge(steps).rules().get(0);
        assertThat(o.verdict()).isEqualTo(RuleVerdict.BROKEN);
        assertThat(o.judged()).isEqualTo(2);
        assertThat(o.findings()).singleElement().satisfies(f -> assertThat(f.where()).isEqualTo("mariadb, 64 threads"));
        assertThat(o.line()).isEqualTo("broken   tps>1000: mariadb, 64 threads 800 /s (780 … 820)");
    }

    @Test
    void aScopedRuleJudgesOnlyItsSteps() {
        List<Measured> steps = List.of(step("mariadb rows=10", 8, Metric.TPS, Estimate.point(10)),
                step("postgresql", 64, Metric.TPS, Estimate.point(5000)));
        ThresholdCheck c = Thresholds.parse(List.of("threads=64:tps>1000", "target=mariadb:tps>1", "threads=16:tps>1"), false)
                .judge(steps);
        assertThat(c.rules()).extracting(RuleOutcome::verdict).containsExactly(RuleVerdict.PASSED, RuleVerdict.PASSED, RuleVerdict.UNCLEAR);
        assertThat(c.rules().get(1).judged()).isEqualTo(1);
        assertThat(c.rules().get(2).line()).contains("no step or window matched");
    }

    @Test
    void unclearFailsOnlyWhenStrict() {
        List<Measured> steps = List.of(step("mariadb", 8, Metric.P95, Estimate.of(19, 17, 21, Estimate.Basis.INTERVALS, 10)));
        assertThat(Thresholds.parse(List.of("p95<20ms"), false).judge(steps).failed()).isFalse();
        ThresholdCheck strict = Thresholds.parse(List.of("p95<20ms"), true).judge(steps);
        assertThat(strict.failed()).isTrue();
        assertThat(strict.rules().get(0).line()).isEqualTo(
                "unclear  p95<20ms: mariadb, 8 threads 19 ms (17 … 21) (the 95 % interval holds the limit)");
        assertThat(Thresholds.parse(List.of("p95<30ms"), true).judge(steps).failed()).isFalse();
    }

    private static Measured step(String target, int threads, Metric metric, Estimate value) {
        Map<Metric, Estimate> v = new EnumMap<>(Metric.class);
        for (Metric m : Metric.values()) {
            v.put(m, Estimate.point(0));
        }
        v.put(metric, value);
        return new Measured(target + ", " + threads + " threads", target, threads, v);
    }
}
