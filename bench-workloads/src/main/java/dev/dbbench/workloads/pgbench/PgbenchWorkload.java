package dev.dbbench.workloads.pgbench;

import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.Workload;
import java.util.List;

/**
 * pgbench's built-in scripts on pgbench's own tables, so dbbench can be held against pgbench on the
 * same server: {@code pgbench_select_only} is {@code pgbench -S}, {@code pgbench_tpcb_like} the default
 * TPC-B-like transaction, {@code pgbench_simple_update} is {@code pgbench -N}.
 */
public abstract class PgbenchWorkload implements Workload {
    private final String id;
    private final PgbenchScript script;
    private final String description;

    PgbenchWorkload(String id, PgbenchScript script, String description) {
        this.id = id;
        this.script = script;
        this.description = description;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(new OptionSpec("scale", "1", "pgbench's scale factor: 100,000 accounts, 10 tellers and 1 branch per unit"),
                new OptionSpec("rand-seed", "0", "seed of the random generators; 0 picks one from the clock, and the seed used is recorded"));
    }

    @Override
    public ConfiguredWorkload<?> configure(Options options) {
        int scale = options.intValue("scale", 1, 20_000);
        long seed = options.longValue("rand-seed", 0, Long.MAX_VALUE);
        return new PgbenchRun(script, scale, seed == 0 ? System.nanoTime() & Long.MAX_VALUE : seed);
    }

    /** {@code pgbench -S}: one primary-key SELECT per transaction, no BEGIN/COMMIT. */
    public static final class SelectOnly extends PgbenchWorkload {
        public SelectOnly() {
            super("pgbench_select_only", PgbenchScript.SELECT_ONLY, "pgbench -S: SELECT abalance FROM pgbench_accounts WHERE aid = ?");
        }
    }

    /** pgbench's default script: three updates, a select and an insert in one transaction. */
    public static final class TpcbLike extends PgbenchWorkload {
        public TpcbLike() {
            super("pgbench_tpcb_like", PgbenchScript.TPCB_LIKE, "pgbench's default TPC-B-like transaction (7 statements with BEGIN/END)");
        }
    }

    /** {@code pgbench -N}: the TPC-B-like transaction without the teller and branch updates. */
    public static final class SimpleUpdate extends PgbenchWorkload {
        public SimpleUpdate() {
            super("pgbench_simple_update", PgbenchScript.SIMPLE_UPDATE, "pgbench -N: the TPC-B-like transaction without teller and branch updates");
        }
    }
}
