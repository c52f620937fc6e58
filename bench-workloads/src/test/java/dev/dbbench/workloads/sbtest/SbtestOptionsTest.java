package dev.dbbench.workloads.sbtest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.config.OptionValues;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.workloads.random.Special;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class SbtestOptionsTest {

    static SbtestConfig parse(Map<String, String> given) {
        return SbtestOptions.parse(new OptionValues(SbtestOptions.SPECS, given));
    }

    @Test
    void defaultsAreSysbenchsExceptUniformRandType() {
        Map<String, String> defaults = SbtestOptions.SPECS.stream()
                .collect(Collectors.toMap(OptionSpec::name, OptionSpec::defaultValue));
        assertThat(defaults).containsEntry("tables", "1").containsEntry("table-size", "10000")
                .containsEntry("range-size", "100").containsEntry("point-selects", "10")
                .containsEntry("simple-ranges", "1").containsEntry("sum-ranges", "1").containsEntry("order-ranges", "1")
                .containsEntry("distinct-ranges", "1").containsEntry("index-updates", "1")
                .containsEntry("non-index-updates", "1").containsEntry("delete-inserts", "1")
                .containsEntry("range-selects", "on").containsEntry("auto-inc", "on").containsEntry("skip-trx", "off")
                .containsEntry("create-secondary", "on").containsEntry("create-table-options", "")
                .containsEntry("rand-type", "uniform").containsEntry("rand-seed", "0")
                .containsEntry("rand-spec-iter", "12").containsEntry("rand-spec-pct", "1")
                .containsEntry("rand-spec-res", "75").containsEntry("rand-pareto-h", "0.2")
                .containsEntry("rand-zipfian-exp", "0.8");
        SbtestConfig c = parse(Map.of());
        assertThat(c.tables()).isEqualTo(1);
        assertThat(c.tableSize()).isEqualTo(10_000);
        assertThat(c.distribution().name()).isEqualTo("uniform");
    }

    @Test
    void aClockSeedIsRecordedAsTheSeedUsed() {
        SbtestConfig c = parse(Map.of());
        assertThat(c.seed()).isNotZero();
        assertThat(c.settings()).containsEntry("rand-seed", Long.toString(c.seed()));
    }

    @Test
    void aGivenSeedIsKept() {
        assertThat(parse(Map.of("rand-seed", "77")).settings()).containsEntry("rand-seed", "77");
    }

    @Test
    void randTypeChoosesTheDistributionWithItsParameters() {
        SbtestConfig c = parse(Map.of("rand-type", "special", "rand-spec-res", "60"));
        assertThat(c.distribution()).isEqualTo(new Special(12, 1, 60));
        assertThat(c.settings()).containsEntry("rand-type", "special").containsEntry("rand-spec-res", "60");
    }

    @Test
    void badValuesAreRefusedWithTheValueAndTheRange() {
        assertRefused(Map.of("tables", "0"), "--tables 0 is out of range; give a number from 1 to 10000");
        assertRefused(Map.of("tables", "20000"), "--tables 20000 is out of range; give a number from 1 to 10000");
        assertRefused(Map.of("table-size", "3000000000"),
                "--table-size 3000000000 is out of range; give a number from 1 to 2000000000");
        assertRefused(Map.of("table-size", "ten"), "--table-size ten is not a whole number; give a number from 1 to 2000000000");
        assertRefused(Map.of("range-size", "0"), "--range-size 0 is out of range; give a number from 1 to 1000000");
        assertRefused(Map.of("point-selects", "-1"), "--point-selects -1 is out of range; give a number from 0 to 100000");
        assertRefused(Map.of("skip-trx", "maybe"), "--skip-trx maybe is not on or off; give on or off");
        assertRefused(Map.of("rand-type", "zipf"), "--rand-type zipf is not known; use one of gaussian, pareto, special, uniform, zipfian");
        assertRefused(Map.of("rand-pareto-h", "1.5"), "--rand-pareto-h 1.5 is out of range; give a number from 0.001 to 0.999");
        assertRefused(Map.of("rand-zipfian-exp", "-1"), "--rand-zipfian-exp -1 is out of range; give a number from 0 to 100");
        assertRefused(Map.of("rand-zipfian-exp", "x"), "--rand-zipfian-exp x is not a number; give a number from 0 to 100");
        assertRefused(Map.of("rand-spec-res", "100"), "--rand-spec-res 100 is out of range; give a number from 0 to 99");
        assertRefused(Map.of("create-table-options", "ENGINE=InnoDB; DROP TABLE x"), "--create-table-options 'ENGINE=InnoDB; DROP TABLE x'");
    }

    @Test
    void tableOptionsThatAreClausesAreKept() {
        assertThat(parse(Map.of("create-table-options", "PARTITION BY HASH(id) PARTITIONS 8")).tableOptions())
                .isEqualTo("PARTITION BY HASH(id) PARTITIONS 8");
    }

    private static void assertRefused(Map<String, String> given, String messageStart) {
        assertThatThrownBy(() -> parse(given)).isInstanceOf(UsageException.class).hasMessageStartingWith(messageStart)
                .hasMessageNotContaining("\n");
    }
}
