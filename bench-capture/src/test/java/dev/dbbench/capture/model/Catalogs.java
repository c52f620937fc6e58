package dev.dbbench.capture.model;

import dev.dbbench.capture.source.Column;
import dev.dbbench.capture.source.TableInfo;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Catalog descriptions for tests, as the catalog and a scan would give them. */
final class Catalogs {
    private Catalogs() {
    }

    static Column integer(String name, long distinct, long min, long max) {
        return new Column(name, Types.INTEGER, "int4", 10, 0, false, false, distinct, 0, Optional.of(Long.toString(min)),
                Optional.of(Long.toString(max)), 0, 0, 0);
    }

    static Column text(String name, long distinct, int length) {
        return new Column(name, Types.VARCHAR, "varchar", 64, 0, true, false, distinct, 0, Optional.empty(), Optional.empty(), length,
                length, length);
    }

    static List<TableInfo> pgbench() {
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
}
