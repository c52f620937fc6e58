package dev.dbbench.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.result.ProbeResult;
import dev.dbbench.testing.CannedJdbc;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class CpuProbeTest {

    /** The answer MariaDB 10.11, MySQL 8.0, PostgreSQL 15 and seekdb gave to the probe's query. */
    @Test
    void theAnswerComputedHereIsTheOneEveryServerGives() {
        assertThat(CpuProbe.CHECKSUM).isEqualTo("1000000:32761313575");
    }

    @Test
    void aRightAnswerGivesOneRatePerRunWithItsMedianAndSpread() throws Exception {
        CannedJdbc server = new CannedJdbc().answer("WITH RECURSIVE", List.of("c", "s"),
                List.of(List.of(1_000_000L, new BigDecimal("32761313575.00"))));

        ProbeResult r = CpuProbe.run(server.connection());

        assertThat(server.asked()).hasSize(CpuProbe.WARMUP_ITERATIONS + CpuProbe.RUNS * CpuProbe.ITERATIONS_PER_RUN);
        assertThat(r.perSecond()).hasSize(CpuProbe.RUNS).allSatisfy(v -> assertThat(v).isPositive());
        assertThat(r.min()).isLessThanOrEqualTo(r.median());
        assertThat(r.max()).isGreaterThanOrEqualTo(r.median());
        assertThat(r.name()).isEqualTo(CpuProbe.NAME);
        assertThat(r.checksum()).isEqualTo(CpuProbe.CHECKSUM);
    }

    @Test
    void aWrongAnswerRefusesToReportARate() {
        CannedJdbc server = new CannedJdbc().answer("WITH RECURSIVE", List.of("c", "s"), List.of(List.of(1_000_000L, 32761313574L)));

        assertThatThrownBy(() -> CpuProbe.run(server.connection())).isInstanceOf(WrongAnswerException.class)
                .hasMessageContaining("1000000:32761313574").hasMessageContaining("1000000:32761313575");
        assertThat(server.asked()).hasSize(1);
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        ProbeResult r = ProbeResult.of("w", "c", 1, 1, List.of(4.0, 1.0, 3.0, 2.0));
        assertThat(r.median()).isEqualTo(2.5);
        assertThat(r.min()).isEqualTo(1.0);
        assertThat(r.max()).isEqualTo(4.0);
        assertThat(r.spreadPercent()).isEqualTo(120.0);
    }
}
