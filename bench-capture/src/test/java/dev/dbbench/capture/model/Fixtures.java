package dev.dbbench.capture.model;

import dev.dbbench.capture.source.Column;
import dev.dbbench.capture.source.TableInfo;
import dev.dbbench.capture.source.Execution;
import dev.dbbench.capture.source.Observation;
import java.sql.Types;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Random;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Statement logs and catalog descriptions for tests, as a server and a scan would give them. */
public final class Fixtures {
    private Fixtures() {
    }

    static Column integer(String name, long distinct, long min, long max) {
        return new Column(name, Types.INTEGER, "int4", 10, 0, false, false, distinct, 0, Optional.of(Long.toString(min)),
                Optional.of(Long.toString(max)), 0, 0, 0);
    }

    static Column text(String name, long distinct, int length) {
        return new Column(name, Types.VARCHAR, "varchar", 64, 0, true, false, distinct, 0, Optional.empty(), Optional.empty(), length,
                length, length);
    }

    public static List<TableInfo> pgbenchTables() {
        return List.of(
                new TableInfo("pgbench_accounts", 100_000, List.of(integer("aid", 100_000, 1, 100_000), integer("bid", 1, 1, 1),
                        integer("abalance", 500, -5000, 5000), text("filler", 1, 0)), List.of("aid"), Map.of(), Set.of()),
                new TableInfo("pgbench_tellers", 10, List.of(integer("tid", 10, 1, 10), integer("bid", 1, 1, 1),
                        integer("tbalance", 10, -9000, 9000)), List.of("tid"), Map.of(), Set.of()),
                new TableInfo("pgbench_branches", 1, List.of(integer("bid", 1, 1, 1), integer("bbalance", 1, 7, 7)), List.of("bid"),
                        Map.of(), Set.of()),
                new TableInfo("pgbench_history", 1000, List.of(integer("tid", 10, 1, 10), integer("bid", 1, 1, 1),
                        integer("aid", 900, 1, 100_000), integer("delta", 900, -5000, 5000)), List.of(), Map.of(), Set.of()));
    }

    /** A delivery: the oldest new order of a district read, then deleted and marked delivered by the id read. */
    public static List<Execution> delivery() {
        List<Execution> log = new java.util.ArrayList<>();
        Random r = new Random(5);
        int[] head = new int[11];
        java.util.Arrays.fill(head, 2101);
        for (int i = 0; i < 60; i++) {
            int d = 1 + r.nextInt(10);
            int order = head[d]++;
            log.add(new Execution("4", "BEGIN"));
            log.add(new Execution("4", "SELECT no_o_id FROM new_order WHERE no_d_id = " + d + " ORDER BY no_o_id LIMIT 1 FOR UPDATE"));
            log.add(new Execution("4", "DELETE FROM new_order WHERE no_d_id = " + d + " AND no_o_id = " + order));
            log.add(new Execution("4", "UPDATE orders SET o_carrier_id = " + (1 + r.nextInt(10)) + " WHERE o_d_id = " + d
                    + " AND o_id = " + order));
            log.add(new Execution("4", "COMMIT"));
        }
        return log;
    }

    public static List<TableInfo> deliveryTables() {
        return List.of(
                new TableInfo("new_order", 9000, List.of(integer("no_d_id", 10, 1, 10), integer("no_o_id", 900, 2101, 3000)),
                        List.of("no_d_id", "no_o_id"), Map.of(), Set.of()),
                new TableInfo("orders", 30000, List.of(integer("o_d_id", 10, 1, 10), integer("o_id", 3000, 1, 3000),
                        integer("o_carrier_id", 10, 1, 10)), List.of("o_d_id", "o_id"), Map.of(), Set.of()));
    }

    /** pgbench's tpcb-like script as sessions run it, with values written in. */
    public static List<Execution> pgbench(int transactions) {
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

    public static Observation observed(List<Execution> log) {
        return new Observation("test", Duration.ofSeconds(5), log, Map.of(), true, List.of(), List.of());
    }
}
