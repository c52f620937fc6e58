package dev.dbbench.store;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.EndpointInterval;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Rows of {@code intervals.csv}, as this version writes them and as earlier ones did. */
class IntervalCsvTest {
    private static final IntervalResult LATE = new IntervalResult("db", 512, 1, 1, 3, false, 1_795_680_982_170L, 5.14, 3.09,
            12_258, 12_258, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, 3_965.0, 3_965.0, new LatencyMs(0.1, 40, 30, 90, 120, 200, 300, 400),
            "", true);

    @Test
    void aLateIntervalReadsBackAsLate() {
        assertThat(IntervalCsv.HEADER).endsWith(",errors_by_code,late,client_cpu_pct,machine_cpu_pct,operations,workers,"
                + "endpoint_transactions,lag_ms,server_lag_s,ryw_misses,run_id,step_started");
        assertThat(IntervalCsv.parse(IntervalCsv.row(LATE))).isEqualTo(LATE);
        assertThat(IntervalCsv.parse(IntervalCsv.row(LATE, "20261129-053421-run", java.time.Instant.EPOCH))).isEqualTo(LATE);
    }

    @Test
    void eventsPerKindReadBackInTheirOrder() {
        IntervalResult tpcc = new IntervalResult("db", 8, 1, 1, 3, false, 1_795_680_982_170L, 5.14, 1, 100, 0, 0, 0, 0, 0, 0, 0,
                Map.of(), 0, 0, 100, 0, LatencyMs.empty(), "", false, 12.5, 40, Map.of("new_order", 45L, "new_order_rollback", 1L,
                "payment", 54L));

        IntervalResult read = IntervalCsv.parse(IntervalCsv.row(tpcc));

        assertThat(read).isEqualTo(tpcc);
        assertThat(read.operations()).containsEntry("new_order", 45L).containsEntry("new_order_rollback", 1L);
    }

    @Test
    void aRowWrittenBeforeTheOperationsColumnHasNoEventsPerKind() {
        String row = IntervalCsv.row(LATE);
        String older = row.substring(0, row.length() - ",,,,".length());
        older = older.substring(0, older.lastIndexOf(','));
        older = older.substring(0, older.lastIndexOf(','));

        assertThat(IntervalCsv.parse(older)).isEqualTo(LATE);
    }

    /** A shard's interval says how many workers it ran; a row written before that was run by all of its step's threads. */
    @Test
    void theWorkersOfAnIntervalReadBackAndOlderRowsHadAllTheirThreads() {
        IntervalResult shard = new IntervalResult("db", 8, 1, 1, 3, false, 1_795_680_982_170L, 5.14, 1, 100, 0, 0, 0, 0, 0, 0, 0,
                Map.of(), 0, 0, 100, 0, LatencyMs.empty(), "", false, 12.5, 40, Map.of(), 4);
        String row = IntervalCsv.row(shard);
        String beforeEndpoints = row.substring(0, row.length() - ",,,,".length());

        assertThat(beforeEndpoints).endsWith(",,4");
        assertThat(IntervalCsv.parse(row)).isEqualTo(shard);
        assertThat(IntervalCsv.parse(beforeEndpoints)).isEqualTo(shard);
        assertThat(IntervalCsv.parse(beforeEndpoints.substring(0, beforeEndpoints.lastIndexOf(','))).workers()).isEqualTo(8);
    }

    @Test
    void aTargetsEndpointsReadBackWithTheirLag() {
        Map<String, EndpointInterval> endpoints = new LinkedHashMap<>();
        endpoints.put("writer", new EndpointInterval("writer", 120, 120, -1, -1, 0, 0));
        endpoints.put("db2:3306", new EndpointInterval("reader", 380, 380, 5012.5, 5, 380, 12));
        endpoints.put("db3:3306", new EndpointInterval("reader", 0, 0, -1, -1, 0, 0));
        IntervalResult routed = new IntervalResult("db", 8, 1, 1, 3, false, 1_795_680_982_170L, 5.0, 1, 500, 0, 0, 0, 0, 0, 0, 0,
                Map.of(), 0, 0, 500, 0, LatencyMs.empty(), "", false, 12.5, 40, Map.of(), 8, endpoints);

        String row = IntervalCsv.row(routed);

        assertThat(row).endsWith(",writer=120;db2:3306=380;db3:3306=0,db2:3306=5012.5,db2:3306=5.0,db2:3306=12/380");
        assertThat(IntervalCsv.parse(row)).isEqualTo(routed);
    }

    @Test
    void aRowWrittenBeforeTheEndpointColumnsHasNone() {
        IntervalResult tpcc = new IntervalResult("db", 8, 1, 1, 3, false, 1_795_680_982_170L, 5.14, 1, 100, 0, 0, 0, 0, 0, 0, 0,
                Map.of(), 0, 0, 100, 0, LatencyMs.empty(), "", false, 12.5, 40, Map.of("payment", 54L));
        String row = IntervalCsv.row(tpcc);

        assertThat(IntervalCsv.parse(row.substring(0, row.length() - ",,,,".length()))).isEqualTo(tpcc);
    }

    @Test
    void aRowWrittenBeforeTheLateColumnReadsAsOnTime() {
        String row = IntervalCsv.row(LATE);
        // Before the late column there were no CPU or operations columns either.
        String older = row.substring(0, row.lastIndexOf(",true,"));

        IntervalResult read = IntervalCsv.parse(older);
        assertThat(read.late()).isFalse();
        assertThat(read.transactions()).isEqualTo(LATE.transactions());
        assertThat(read.durationSeconds()).isEqualTo(LATE.durationSeconds());
    }
}
