package dev.dbbench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.BulkLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The initial population of one warehouse as clause 4.3.3.1 counts it, generated without a database. */
class PopulationTest {
    private static final Map<String, List<List<Object>>> ROWS = new HashMap<>();

    @BeforeAll
    static void generate() {
        TpccLoader loader = new TpccLoader(1, new Population(7, "2024-05-01 12:00:00"));
        for (List<TpccLoader.Part> unit : loader.units()) {
            for (TpccLoader.Part part : unit) {
                List<List<Object>> rows = ROWS.computeIfAbsent(part.table().name(), t -> new ArrayList<>());
                BulkLoader.RowSource source = part.rows().get();
                while (true) {
                    Recorder row = new Recorder();
                    if (!source.next(row)) {
                        break;
                    }
                    assertThat(row.values).as("values of a %s row", part.table().name()).hasSize(part.table().columns().size());
                    rows.add(row.values);
                }
            }
        }
    }

    @Test
    void everyTableHasItsCardinality() {
        assertThat(ROWS.get("item")).hasSize(100_000);
        assertThat(ROWS.get("warehouse")).hasSize(1);
        assertThat(ROWS.get("district")).hasSize(10);
        assertThat(ROWS.get("stock")).hasSize(100_000);
        assertThat(ROWS.get("customer")).hasSize(30_000);
        assertThat(ROWS.get("history")).hasSize(30_000);
        assertThat(ROWS.get("orders")).hasSize(30_000);
        assertThat(ROWS.get("new_order")).hasSize(9_000);
        long lines = ROWS.get("orders").stream().mapToLong(o -> (Long) o.get(6)).sum();
        assertThat(ROWS.get("order_line")).hasSize((int) lines);
        assertThat(lines).isBetween(30_000L * 9, 30_000L * 11);
    }

    @Test
    void theLast900OrdersOfADistrictAreUndelivered() {
        for (List<Object> o : ROWS.get("orders")) {
            long id = (Long) o.get(0);
            assertThat(o.get(5) == null).as("carrier of order %d", id).isEqualTo(id >= 2_101);
        }
        for (List<Object> l : ROWS.get("order_line")) {
            long order = (Long) l.get(0);
            assertThat(l.get(6) == null).as("delivery date of a line of order %d", order).isEqualTo(order >= 2_101);
            assertThat(l.get(8)).isEqualTo(order < 2_101 ? "0.00" : l.get(8));
        }
        assertThat(ROWS.get("new_order").stream().mapToLong(n -> (Long) n.get(0)).min().orElseThrow()).isEqualTo(2_101);
    }

    @Test
    void customersTakeTheLastNamesInTurnThenNurandAndATenthHaveBadCredit() {
        List<List<Object>> district1 = ROWS.get("customer").subList(0, 3_000);
        for (int c = 0; c < 1_000; c++) {
            assertThat(district1.get(c).get(5)).isEqualTo(LastName.of(c));
        }
        long bad = ROWS.get("customer").stream().filter(c -> "BC".equals(c.get(13))).count();
        assertThat(bad).isBetween(2_500L, 3_500L);
        assertThat(ROWS.get("customer").get(0).get(16)).isEqualTo("-10.00");
    }

    @Test
    void everyCustomerHasExactlyOneOrderPerDistrict() {
        Map<Long, Integer> perDistrict = new HashMap<>();
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (List<Object> o : ROWS.get("orders")) {
            long d = (Long) o.get(1);
            assertThat(seen.add(d * 10_000 + (Long) o.get(3))).isTrue();
            perDistrict.merge(d, 1, Integer::sum);
        }
        assertThat(perDistrict).hasSize(10).allSatisfy((d, n) -> assertThat(n).isEqualTo(3_000));
    }

    @Test
    void warehouseAndDistrictYearToDateAgree() {
        assertThat(ROWS.get("warehouse").get(0).get(8)).isEqualTo("300000.00");
        assertThat(ROWS.get("district")).allSatisfy(d -> {
            assertThat(d.get(9)).isEqualTo("30000.00");
            assertThat(d.get(10)).isEqualTo(3_001L);
        });
    }

    /** Keeps a row's values: integers as Long, text as String, NULL as null. */
    private static final class Recorder implements BulkLoader.RowWriter {
        final List<Object> values = new ArrayList<>();

        @Override
        public void integer(long value) {
            values.add(value);
        }

        @Override
        public void text(CharSequence value) {
            values.add(value.toString());
        }

        @Override
        public void asciiText(byte[] ascii, int offset, int length) {
            values.add(new String(ascii, offset, length, StandardCharsets.US_ASCII));
        }

        @Override
        public void nullValue() {
            values.add(null);
        }
    }
}
