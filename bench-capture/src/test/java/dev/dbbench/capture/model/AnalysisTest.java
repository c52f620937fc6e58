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

    @Test
    void pgbenchIsOneTypeWithSharedParameters() throws Exception {
        Captured c = Analysis.of(Fixtures.observed(Fixtures.pgbench(300)), false, tables -> Fixtures.pgbenchTables(), false);
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

    /**
     * A delivery deletes the queue's head that its SELECT returned: the key flows from the result (the log shows it
     * nowhere else), so the file reads it into a value and the DELETE and UPDATE use that value instead of drawing one.
     */
    @Test
    void aKeyReadByASelectIsCarriedIntoTheStatementsAfterIt() throws Exception {
        Captured c = Analysis.of(Fixtures.observed(Fixtures.delivery()), true, named -> Fixtures.deliveryTables(), false);
        FileTxn t = c.transactions().get(0);
        assertThat(t.statements().get(0)).isEqualTo(Map.of("sql",
                "SELECT no_o_id FROM new_order WHERE no_d_id = :no_d_id ORDER BY no_o_id LIMIT :p FOR UPDATE",
                "into", List.of("no_o_id"), "noRow", "end"));
        assertThat(t.statements()).containsSubsequence(
                "DELETE FROM new_order WHERE no_d_id = :no_d_id AND no_o_id = :no_o_id",
                "UPDATE orders SET o_carrier_id = :o_carrier_id WHERE o_d_id = :no_d_id AND o_id = :no_o_id");
        assertThat(t.params()).filteredOn(p -> p.name().equals("no_o_id")).singleElement()
                .satisfies(p -> assertThat(p.read()).isTrue());
        assertThat(t.params()).filteredOn(p -> !p.name().equals("no_o_id")).allSatisfy(p -> assertThat(p.read()).isFalse());
    }

    /** Of a key of two columns that took as many values each, the later one makes each inserted row new. */
    @Test
    void theLaterKeyColumnIsTheNewKeyOnATie() throws Exception {
        List<Execution> log = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            log.add(new Execution("2", "INSERT INTO o (d, id) VALUES (" + (1 + i) + ", " + (300 + i) + ")"));
        }
        List<dev.dbbench.capture.source.TableInfo> tables = List.of(new dev.dbbench.capture.source.TableInfo("o", 100,
                List.of(Fixtures.integer("d", 10, 1, 10), Fixtures.integer("id", 10, 1, 310)), List.of("d", "id"), Map.of(), java.util.Set.of()));
        FileTxn t = Analysis.of(Fixtures.observed(log), true, named -> tables, false).transactions().get(0);
        Map<String, Map<String, Object>> params = new java.util.HashMap<>();
        t.params().forEach(p -> params.put(p.name(), p.generator()));
        assertThat(params.get("id")).isEqualTo(Map.of("uniform", List.of(Fitter.FRESH, (long) Integer.MAX_VALUE)));
        assertThat(params.get("d")).doesNotContainEntry("uniform", List.of(Fitter.FRESH, (long) Integer.MAX_VALUE));
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
        Captured c = Analysis.of(Fixtures.observed(log), true, tables -> List.of(), false);
        FileTxn t = c.transactions().get(0);
        Map<String, Map<String, Object>> params = new java.util.HashMap<>();
        t.params().forEach(p -> params.put(p.name(), p.generator()));
        assertThat(t.statements().get(0)).isEqualTo("UPDATE district SET d_ytd = d_ytd + :h_amount WHERE d_w_id = :d_w_id AND d_id = :d_id");
        assertThat(params.get("h_amount")).containsKey("uniform");
        assertThat(params.get("h_data")).isEqualTo(Map.of("string", List.of(7, 8)));
        assertThat(params.get("h_date")).isEqualTo(Map.of("timestamp", List.of("2026-11-28", "2026-11-28")));
    }

    /**
     * Types are what transactions write (or, read-only, read); variants are their statement sequences; a rolled-back
     * prefix belongs to the type it began as; a loop of any length is one step; a transaction the window cut is dropped.
     */
    @Test
    void typesVariantsLoopsRollbacksAndCutTransactions() throws Exception {
        List<Execution> log = new ArrayList<>();
        log.add(new Execution("1", "UPDATE s SET q = 1 WHERE id = 4"));
        log.add(new Execution("1", "COMMIT"));
        for (int i = 0; i < 40; i++) {
            String s = Integer.toString(2 + i % 2);
            log.add(new Execution(s, "BEGIN"));
            log.add(new Execution(s, "SELECT n FROM d WHERE id = " + (i % 10 + 1) + " FOR UPDATE"));
            log.add(new Execution(s, "INSERT INTO o (id, d) VALUES (" + (5000 + i) + ", " + (i % 10 + 1) + ")"));
            if (i % 10 == 0) {
                log.add(new Execution(s, "ROLLBACK"));
                continue;
            }
            for (int k = 0; k < 5 + i % 3; k++) {
                log.add(new Execution(s, "UPDATE s SET q = q - 1 WHERE id = " + (i * 7 + k)));
            }
            log.add(new Execution(s, "COMMIT"));
            log.add(new Execution(s, "BEGIN"));
            log.add(new Execution(s, i % 2 == 0 ? "SELECT id FROM c WHERE last = 'n" + i + "'" : "SELECT id FROM c WHERE id = " + i));
            log.add(new Execution(s, "UPDATE c SET b = b + 1 WHERE id = " + i));
            log.add(new Execution(s, "COMMIT"));
            log.add(new Execution(s, "SELECT COUNT(*) FROM s WHERE q < " + i));
            log.add(new Execution(s, "SET NAMES utf8mb4"));
        }
        log.add(new Execution("2", "BEGIN"));
        log.add(new Execution("2", "SELECT n FROM d WHERE id = 1"));
        Captured c = Analysis.of(Fixtures.observed(log), true, tables -> List.of(), false);
        assertThat(c.types()).extracting(TxnType::name).containsExactlyInAnyOrder("insert_o", "update_c", "read_s");
        Map<String, TxnType> types = new java.util.HashMap<>();
        c.types().forEach(t -> types.put(t.name(), t));
        assertThat(types.get("insert_o").variants()).hasSize(2);
        assertThat(types.get("insert_o").count()).isEqualTo(40);
        assertThat(types.get("update_c").variants()).hasSize(2);
        FileTxn newOrder = c.transactions().stream().filter(t -> t.name().equals("insert_o")).findFirst().orElseThrow();
        assertThat(newOrder.statements()).hasSize(2 + 6).last().asString().matches("UPDATE s SET q = q - :p_\\d+ WHERE id = :id_\\d+");
        assertThat(newOrder.params()).filteredOn(p -> p.name().equals("id")).singleElement()
                .satisfies(p -> assertThat(p.generator()).containsKey("choice"));
        assertThat(c.transactions().stream().filter(t -> t.type().equals("read_s")).findFirst().orElseThrow().transactional()).isFalse();
        assertThat(c.left()).containsEntry("statements of a transaction that began before the window", 1L)
                .containsEntry("statements of a transaction still open when the window closed", 1L)
                .containsEntry("session settings and housekeeping", 36L);
    }
}
