package dev.dbbench.capture.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.capture.source.Execution;
import dev.dbbench.capture.source.Observation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A statement log in, a workload out: transactions, types, shared parameters and fitted generators. */
class AnalysisTest {

    /** pgbench's tpcb-like script as sessions run it, with values written in. */
    static List<Execution> pgbench(int transactions) {
        Random r = new Random(7);
        List<Execution> log = new ArrayList<>();
        for (int i = 0; i < transactions; i++) {
            String s = Integer.toString(i % 3);
            int aid = 1 + r.nextInt(100_000);
            int tid = 1 + r.nextInt(10);
            int delta = r.nextInt(10_001) - 5000;
            log.add(new Execution(s, "BEGIN;"));
            log.add(new Execution(s, "UPDATE pgbench_accounts SET abalance = abalance + " + delta + " WHERE aid = " + aid + ";"));
            log.add(new Execution(s, "SELECT abalance FROM pgbench_accounts WHERE aid = " + aid + ";"));
            log.add(new Execution(s, "UPDATE pgbench_tellers SET tbalance = tbalance + " + delta + " WHERE tid = " + tid + ";"));
            log.add(new Execution(s, "UPDATE pgbench_branches SET bbalance = bbalance + " + delta + " WHERE bid = 1;"));
            log.add(new Execution(s, "INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (" + tid + ", 1, " + aid + ", "
                    + delta + ", CURRENT_TIMESTAMP);"));
            log.add(new Execution(s, "END;"));
        }
        return log;
    }

    static Observation observed(List<Execution> log) {
        return new Observation("test", Duration.ofSeconds(5), log, Map.of(), true, List.of(), List.of());
    }

    @Test
    void pgbenchIsOneTypeWithSharedParameters() throws Exception {
        Captured c = Analysis.of(observed(pgbench(300)), false, tables -> Catalogs.pgbench(), false);
        assertThat(c.types()).hasSize(1);
        FileTxn t = c.transactions().get(0);
        assertThat(t.weight()).isEqualTo(300);
        assertThat(t.statements()).containsExactly((Object) 
                "UPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid",
                "SELECT abalance FROM pgbench_accounts WHERE aid = :aid",
                "UPDATE pgbench_tellers SET tbalance = tbalance + :delta WHERE tid = :tid",
                "UPDATE pgbench_branches SET bbalance = bbalance + :delta WHERE bid = :bid",
                "INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (:tid, :bid_2, :aid, :delta, CURRENT_TIMESTAMP)");
        Map<String, Map<String, Object>> params = new java.util.HashMap<>();
        t.params().forEach(p -> params.put(p.name(), p.generator()));
        assertThat(params.get("aid")).isEqualTo(Map.of("ref", "pgbench_accounts.aid"));
        assertThat(params.get("tid")).isEqualTo(Map.of("ref", "pgbench_tellers.tid"));
        assertThat(params.get("delta")).containsKey("uniform");
    }

    @Test
    void decimalsAndSharedKeysOfAPayment() throws Exception {
        List<Execution> log = new ArrayList<>();
        Random r = new Random(3);
        for (int i = 0; i < 100; i++) {
            String amount = (1 + r.nextInt(5000)) + "." + (10 + r.nextInt(90));
            int d = 1 + r.nextInt(10);
            int c = 1 + r.nextInt(3000);
            log.add(new Execution("9", "START TRANSACTION"));
            log.add(new Execution("9", "UPDATE district SET d_ytd = d_ytd + " + amount + " WHERE d_w_id = 1 AND d_id = " + d));
            log.add(new Execution("9", "UPDATE customer SET c_balance = c_balance - " + amount + ", c_ytd_payment = c_ytd_payment + "
                    + amount + ", \nc_payment_cnt = c_payment_cnt + 1 WHERE c_w_id = 1 AND c_d_id = " + d + " AND c_id = " + c));
            log.add(new Execution("9", "INSERT INTO history (h_c_d_id, h_c_id, h_date, h_amount, h_data)\nVALUES (" + d + ", " + c
                    + ", '2026-11-28 23:15:42', " + amount + ", 'secret" + i + "')"));
            log.add(new Execution("9", "COMMIT"));
        }
        Captured c = Analysis.of(observed(log), true, tables -> List.of(), false);
        FileTxn t = c.transactions().get(0);
        Map<String, Map<String, Object>> params = new java.util.HashMap<>();
        t.params().forEach(p -> params.put(p.name(), p.generator()));
        assertThat(t.statements().get(0)).isEqualTo("UPDATE district SET d_ytd = d_ytd + :h_amount WHERE d_w_id = :d_w_id AND d_id = :d_id");
        assertThat(params.get("h_amount")).containsKey("uniform");
        assertThat(params.get("h_data")).isEqualTo(Map.of("string", List.of(7, 8)));
        assertThat(params.get("h_date")).isEqualTo(Map.of("timestamp", List.of("2026-11-28", "2026-11-28")));
    }
}
