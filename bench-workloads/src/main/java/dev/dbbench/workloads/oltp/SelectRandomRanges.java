package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.OptionSpec;
import java.util.List;

/** sysbench select_random_ranges: one {@code SELECT count(k) FROM sbtest1 WHERE k BETWEEN ? AND ? OR ...} per event. */
public final class SelectRandomRanges extends SysbenchWorkload {
    static final int MAX_RANGES = 5_000;
    static final int MAX_DELTA = 1_000_000;

    public SelectRandomRanges() {
        super("select_random_ranges",
                "sysbench select_random_ranges: SELECT count(k) FROM sbtest1 WHERE k BETWEEN ? AND ? OR ... (10 ranges of delta 5) per event",
                List.of(),
                List.of(new OptionSpec("number-of-ranges", "10", "number of BETWEEN ranges per SELECT"),
                        new OptionSpec("delta", "5", "size of each BETWEEN range: k from v to v + delta")),
                (config, options) -> SegmentSelect.ranges(config, options.intValue("number-of-ranges", 1, MAX_RANGES),
                        options.intValue("delta", 0, MAX_DELTA)));
    }
}
