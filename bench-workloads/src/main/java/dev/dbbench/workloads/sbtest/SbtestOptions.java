package dev.dbbench.workloads.sbtest;

import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.sql.Identifiers;
import dev.dbbench.workloads.random.RandomOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The options of sysbench's {@code oltp_common.lua} in kebab case, with sysbench's defaults. Every
 * workload of the family accepts all of them, as sysbench does, so one command line can drive any of
 * them; each reads the dataset's and the random draws' options, and of the per-event ones only its own.
 */
public final class SbtestOptions {
    /** Upper bounds keep every id and every range end inside SQL INT, which is how sysbench binds them. */
    static final int MAX_TABLES = 10_000;
    static final int MAX_TABLE_SIZE = 2_000_000_000;
    static final int MAX_RANGE_SIZE = 1_000_000;
    static final int MAX_PER_EVENT = 100_000;

    public static final List<OptionSpec> SPECS;
    /** Per-event options of the reads of oltp_read_write and oltp_read_only. */
    public static final List<String> READS = List.of("range-size", "point-selects", "simple-ranges", "sum-ranges", "order-ranges",
            "distinct-ranges", "range-selects");
    /** Per-event options of the writes of oltp_read_write and oltp_write_only. */
    public static final List<String> WRITES = List.of("index-updates", "non-index-updates", "delete-inserts");
    /** Only the scripts that open a transaction read it. */
    public static final String SKIP_TRX = "skip-trx";

    static {
        List<OptionSpec> specs = new ArrayList<>(List.of(
                new OptionSpec("tables", "1", "number of tables sbtest1..sbtestN"),
                new OptionSpec("table-size", "10000", "number of rows per table"),
                new OptionSpec("range-size", "100", "range size for range SELECT queries"),
                new OptionSpec("point-selects", "10", "number of point SELECT queries per transaction"),
                new OptionSpec("simple-ranges", "1", "number of simple range SELECT queries per transaction"),
                new OptionSpec("sum-ranges", "1", "number of SELECT SUM() queries per transaction"),
                new OptionSpec("order-ranges", "1", "number of SELECT ORDER BY queries per transaction"),
                new OptionSpec("distinct-ranges", "1", "number of SELECT DISTINCT queries per transaction"),
                new OptionSpec("index-updates", "1", "number of UPDATE index queries per transaction"),
                new OptionSpec("non-index-updates", "1", "number of UPDATE non-index queries per transaction"),
                new OptionSpec("delete-inserts", "1", "number of DELETE/INSERT combinations per transaction"),
                new OptionSpec("range-selects", "on", "enable/disable all range SELECT queries"),
                new OptionSpec("auto-inc", "on", "use an auto-increment id (SERIAL on PostgreSQL); off uses client-generated ids"),
                new OptionSpec("skip-trx", "off", "run every query in auto-commit mode instead of BEGIN ... COMMIT"),
                new OptionSpec("create-secondary", "on", "create the secondary index k_N on k after loading"),
                new OptionSpec("create-table-options", "", "text added after CREATE TABLE sbtestN (...), e.g. PARTITION BY HASH(id) PARTITIONS 8")));
        specs.addAll(RandomOptions.SPECS);
        SPECS = List.copyOf(specs);
    }

    private SbtestOptions() {
    }

    /** Whether every workload of the family reads {@code name}: the dataset's shape, how prepare builds it, the random draws. */
    public static boolean readByAll(String name) {
        return SPECS.stream().anyMatch(s -> s.name().equals(name)) && !READS.contains(name) && !WRITES.contains(name)
                && !name.equals(SKIP_TRX);
    }

    /** Reads and validates every option; a bad value throws a one-line UsageException naming it and the range. */
    public static SbtestConfig parse(Options o) {
        long seed = RandomOptions.seed(o);
        Map<String, String> settings = new TreeMap<>(o.effective());
        settings.put(RandomOptions.SEED, Long.toString(seed));
        return new SbtestConfig(
                o.intValue("tables", 1, MAX_TABLES),
                o.intValue("table-size", 1, MAX_TABLE_SIZE),
                o.intValue("range-size", 1, MAX_RANGE_SIZE),
                perEvent(o, "point-selects"),
                perEvent(o, "simple-ranges"),
                perEvent(o, "sum-ranges"),
                perEvent(o, "order-ranges"),
                perEvent(o, "distinct-ranges"),
                perEvent(o, "index-updates"),
                perEvent(o, "non-index-updates"),
                perEvent(o, "delete-inserts"),
                o.bool("range-selects"),
                o.bool("auto-inc"),
                o.bool("skip-trx"),
                o.bool("create-secondary"),
                Identifiers.tableOptions("--create-table-options", o.string("create-table-options")),
                RandomOptions.distribution(o),
                seed,
                settings);
    }

    private static int perEvent(Options o, String name) {
        return o.intValue(name, 0, MAX_PER_EVENT);
    }
}
