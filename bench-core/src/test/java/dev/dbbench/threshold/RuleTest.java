package dev.dbbench.threshold;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every accepted form of a rule, the limit it keeps in the metric's own unit, and the refusals. */
class RuleTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "p95<20ms        | P95        | <  | 20",
        "p99<=0.1s       | P99        | <= | 100",
        "avg<5ms         | AVG        | <  | 5",
        "avg < 500us     | AVG        | <  | 0.5",
        "p(95)<200       | P95        | <  | 200",
        "max<2s          | MAX        | <  | 2000",
        "tps>1000        | TPS        | >  | 1000",
        "qps>=5000       | QPS        | >= | 5000",
        "error_rate<0.1% | ERROR_RATE | <  | 0.1",
        "errors==0       | ERRORS     | == | 0",
        "TPS>1000        | TPS        | >  | 1000"})
    void everyFormIsAccepted(String text, Metric metric, String bound, double limit) {
        Rule r = Rule.parse(text);
        assertThat(r.metric()).isEqualTo(metric);
        assertThat(r.bound().symbol()).isEqualTo(bound);
        assertThat(r.limit()).isEqualTo(limit);
        assertThat(r.threads()).isEmpty();
        assertThat(r.target()).isEmpty();
        assertThat(r.text()).isEqualTo(text);
    }

    @org.junit.jupiter.api.Test
    void aScopeNamesThreadsTargetOrBoth() {
        assertThat(Rule.parse("threads=64:tps>1000").threads()).hasValue(64);
        Rule both = Rule.parse("target=mariadb,threads=8:p95<20ms");
        assertThat(both.target()).hasValue("mariadb");
        assertThat(both.threads()).hasValue(8);
    }

    @ParameterizedTest
    @ValueSource(strings = {"p95<<20ms", "p95", "p96<20ms", "latency<20ms", "p95<20m", "tps>1000/s", "error_rate<0.1",
        "errors=0", "threads=0:tps>1", "threads=x:tps>1", "thread=8:tps>1", "target=:tps>1", "tps>-1", ""})
    void aBadRuleIsRefusedWithTheFormsAccepted(String text) {
        assertThatThrownBy(() -> Rule.parse(text)).isInstanceOf(UsageException.class)
                .hasMessageStartingWith("bad threshold \"" + text + "\": ")
                .hasMessageContaining("such as p95<20ms")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }
}
