package dev.dbbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code --param NAME=V1,V2}: parsing, and the combinations a sweep runs in order. */
class ParamSweepTest {

    @Test
    void valuesAreSplitOnCommasAndNamesSpelledInKebabCase() {
        assertThat(ParamSweep.parse(List.of("rows=10000,1000000", "hot_rows=10", "mode= a , b"), "--param"))
                .containsExactly(Map.entry("rows", List.of("10000", "1000000")), Map.entry("hot-rows", List.of("10")),
                        Map.entry("mode", List.of("a", "b")));
    }

    @Test
    void combinationsRunTheFirstParamOutermost() {
        var values = ParamSweep.parse(List.of("rows=1,2", "mode=a,b,c"), "--param");
        assertThat(ParamSweep.combinations(values)).extracting(ParamSweep::label).containsExactly(
                "rows=1 mode=a", "rows=1 mode=b", "rows=1 mode=c", "rows=2 mode=a", "rows=2 mode=b", "rows=2 mode=c");
        assertThat(ParamSweep.swept(values)).containsExactly("rows", "mode");
    }

    @Test
    void oneValueEachIsOneCombinationAndNothingSwept() {
        var values = ParamSweep.parse(List.of("rows=1", "mode=a"), "--param");
        assertThat(ParamSweep.combinations(values)).containsExactly(Map.of("rows", "1", "mode", "a"));
        assertThat(ParamSweep.swept(values)).isEmpty();
        assertThat(ParamSweep.combinations(Map.of())).containsExactly(Map.of());
    }

    @Test
    void mistakesAreOneLineNamingTheEntryAndTheFix() {
        assertThatThrownBy(() -> ParamSweep.parse(List.of("rows"), "--param")).isInstanceOf(UsageException.class)
                .hasMessage("--param rows is not NAME=VALUE; give it as --param rows=10000 (several values: rows=10000,1000000)");
        assertThatThrownBy(() -> ParamSweep.parse(List.of("rows=1,,2"), "--param"))
                .hasMessage("--param rows=1,,2 has an empty value; give values separated by single commas");
        assertThatThrownBy(() -> ParamSweep.parse(List.of("rows=1,1"), "--param"))
                .hasMessage("--param rows=1,1 gives a value twice; give each value once");
        assertThatThrownBy(() -> ParamSweep.parse(List.of("rows=1", "rows=2"), "--param"))
                .hasMessage("--param rows is given more than once; give all its values in one: --param rows=V1,V2");
    }
}
