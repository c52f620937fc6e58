package dev.dbbench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.workloads.file.gen.Generator;
import dev.dbbench.workloads.file.gen.Value;
import dev.dbbench.workloads.random.Rng;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The generators as a file writes them: their ranges, shapes and texts. */
class GeneratorsTest {
    private static final int DRAWS = 100_000;

    /** The generator of parameter p of a one-transaction file, with {@code options} set. */
    private static Generator param(String generator, Map<String, String> given) {
        FileWorkload w = Examples.of("""
                options: {n: 1000}
                tables: {t: {rows: n, columns: {id: {type: INTEGER, data: {sequence: 11}}}}}
                transactions: {x: {weight: 1, params: {p: %s}, statements: ["SELECT :p"]}}
                """.formatted(generator));
        return new Resolver(w.spec(), new dev.dbbench.config.OptionValues(w.options(), given)).transactions().get(0).params().get(0);
    }

    private static List<Long> draws(Generator g) {
        return values(g, DRAWS, Value::number);
    }

    private static List<String> texts(Generator g, int n) {
        return values(g, n, Value::string);
    }

    private static <T> List<T> values(Generator g, int n, java.util.function.Function<Value, T> read) {
        Rng rng = new Rng(42);
        Value v = new Value();
        List<T> out = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            g.fill(rng, 0, v);
            out.add(read.apply(v));
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"uniform", "gaussian", "special", "zipfian", "pareto"})
    void everyDistributionStaysInItsRange(String kind) {
        List<Long> values = draws(param("{" + kind + ": [-5, 5]}", Map.of()));
        assertThat(values).allMatch(v -> v >= -5 && v <= 5).contains(0L);
        if (kind.equals("uniform")) {
            assertThat(values).contains(-5L, 5L);
        }
    }

    @Test
    void rangesFollowTheOptions() {
        List<Long> values = draws(param("{uniform: [n, n * 2]}", Map.of("n", "50")));
        assertThat(values).allMatch(v -> v >= 50 && v <= 100).contains(50L, 100L);
    }

    @Test
    void zipfianAndParetoCrowdTheLowEndAndGaussianTheMiddle() {
        assertThat(share(draws(param("{zipfian: [1, 1000]}", Map.of())), 1, 100)).isGreaterThan(0.5);
        assertThat(share(draws(param("{zipfian: [1, 1000], exponent: 0}", Map.of())), 1, 100)).isBetween(0.08, 0.12);
        assertThat(share(draws(param("{pareto: [1, 1000]}", Map.of())), 1, 200)).isBetween(0.75, 0.85);
        assertThat(share(draws(param("{gaussian: [1, 1000]}", Map.of())), 400, 600)).isGreaterThan(0.6);
        assertThat(share(draws(param("{uniform: [1, 1000]}", Map.of())), 400, 600)).isBetween(0.18, 0.22);
    }

    private static double share(List<Long> values, long from, long to) {
        return (double) values.stream().filter(v -> v >= from && v <= to).count() / values.size();
    }

    @Test
    void refDrawsTheKeysOfTheTableItNames() {
        List<Long> values = draws(param("{ref: t.id}", Map.of("n", "20")));
        assertThat(values).allMatch(v -> v >= 11 && v <= 30).contains(11L, 30L);
        assertThat(draws(param("{zipfian: t.id}", Map.of("n", "20")))).allMatch(v -> v >= 11 && v <= 30);
    }

    @Test
    void choicesComeAsOftenAsTheirWeights() {
        Map<String, Integer> seen = new HashMap<>();
        texts(param("{choice: {eu: 3, us: 1}}", Map.of()), DRAWS).forEach(s -> seen.merge(s, 1, Integer::sum));
        assertThat(seen.keySet()).containsExactlyInAnyOrder("eu", "us");
        assertThat(seen.get("eu") / (double) DRAWS).isBetween(0.73, 0.77);
        assertThat(param("{choice: [1, 5]}", Map.of()).text()).isFalse();
    }

    @Test
    void digitsFollowTheTemplateAndSysbenchsShape() {
        assertThat(texts(param("{digits: \"ab-###-@@\"}", Map.of()), 200)).allMatch(s -> s.matches("ab-[0-9]{3}-[a-z]{2}"));
        String c = String.join("-", java.util.Collections.nCopies(10, "###########"));
        List<String> values = texts(param("{digits: \"" + c + "\"}", Map.of()), 200);
        assertThat(values).allMatch(s -> s.matches("([0-9]{11}-){9}[0-9]{11}")).doesNotHaveDuplicates();
    }

    @Test
    void stringsAndTimestampsHaveTheirLengthsAndBounds() {
        assertThat(texts(param("{string: [3, 6]}", Map.of()), 2000)).allMatch(s -> s.matches("[A-Za-z0-9]{3,6}"))
                .anyMatch(s -> s.length() == 3).anyMatch(s -> s.length() == 6);
        assertThat(texts(param("{string: 4}", Map.of()), 10)).allMatch(s -> s.length() == 4);
        List<String> times = texts(param("{timestamp: [\"2024-02-28 23:59:58\", \"2024-03-01\"]}", Map.of()), 5000);
        assertThat(times).allMatch(s -> s.compareTo("2024-02-28 23:59:58") >= 0 && s.compareTo("2024-03-01 23:59:59") <= 0)
                .anyMatch(s -> s.startsWith("2024-02-29"));
    }

    /** Two sequences number a key of two columns as nested loops do, and a ref draws the inner column's cycle. */
    @Test
    void nestedSequencesNumberEachPairOnce() {
        FileWorkload w = Examples.of("""
                tables: {t: {rows: 12, columns: {a: {type: INTEGER, data: {sequence: 1, every: 4}},
                  b: {type: INTEGER, data: {sequence: 5, cycle: 4}}}}}
                transactions: {x: {weight: 1, params: {p: {ref: t.b}, q: {ref: t.a}}, statements: ["SELECT :p, :q"]}}
                """);
        Resolver r = new Resolver(w.spec(), new dev.dbbench.config.OptionValues(w.options(), Map.of()));
        Table t = r.tables().get(0);
        Value v = new Value();
        java.util.Set<String> pairs = new java.util.HashSet<>();
        for (long row = 0; row < 12; row++) {
            t.generators().get(0).fill(null, row, v);
            long a = v.number();
            t.generators().get(1).fill(null, row, v);
            pairs.add(a + "/" + v.number());
        }
        assertThat(pairs).hasSize(12).contains("1/5", "1/8", "3/5", "3/8");
        assertThat(draws(r.transactions().get(0).params().get(0))).allMatch(b -> b >= 5 && b <= 8).contains(5L, 8L);
        assertThat(draws(r.transactions().get(0).params().get(1))).allMatch(a -> a >= 1 && a <= 3).contains(1L, 3L);
    }
}
