package dev.dbbench.workloads.file.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Whole numbers written with options: precedence, dashed names, and the mistakes. */
class ExprTest {
    private static final Where AT = new Where("f.yaml", 3, 9);
    private static final Map<String, OptionDef> OPTIONS = Map.of(
            "scale", new OptionDef("scale", "2", "", true, AT),
            "table-size", new OptionDef("table-size", "100", "", true, AT),
            "region", new OptionDef("region", "eu", "", false, AT));

    private static long eval(String text, Map<String, Long> values) {
        return Expr.parse(new Node.Scalar(AT, text, Node.Type.STRING), "rows", OPTIONS).eval(values);
    }

    @Test
    void arithmeticFollowsTheUsualPrecedence() {
        Map<String, Long> v = Map.of("scale", 3L, "table-size", 1000L);
        assertThat(eval("10 * scale + 1", v)).isEqualTo(31);
        assertThat(eval("10 * (scale + 1)", v)).isEqualTo(40);
        assertThat(eval("table-size / scale - 1", v)).isEqualTo(332);
        assertThat(eval("table-size-1", v)).as("a dash before a digit subtracts").isEqualTo(999);
        assertThat(eval("${table-size} * -2", v)).isEqualTo(-2000);
        assertThat(eval("1_000_000", v)).isEqualTo(1_000_000);
        assertThat(Expr.parse(new Node.Scalar(AT, "42", Node.Type.INTEGER), "rows", OPTIONS).isLiteral()).isTrue();
    }

    @Test
    void mistakesAreToldAtTheirPlace() {
        assertThatThrownBy(() -> eval("10 *", Map.of())).isInstanceOf(UsageException.class)
                .hasMessage("f.yaml:3:9: rows '10 *' is not a whole number or an expression of options; give a number such as 1000"
                        + " or write e.g. 10 * scale");
        assertThatThrownBy(() -> eval("table-sise", Map.of())).hasMessageContaining("names 'table-sise', which is not an option")
                .hasMessageContaining("(to subtract, put spaces around the -)");
        assertThatThrownBy(() -> eval("region * 2", Map.of())).hasMessageContaining("uses option region, whose default 'eu'");
        assertThatThrownBy(() -> eval("scale * scale", Map.of("scale", Long.MAX_VALUE / 2)))
                .hasMessageStartingWith("f.yaml:3:9: scale * scale cannot be computed with scale = 4611686018427387903 (long overflow)");
        assertThatThrownBy(() -> eval("10 / scale", Map.of("scale", 0L))).hasMessageContaining("division by zero");
    }
}
