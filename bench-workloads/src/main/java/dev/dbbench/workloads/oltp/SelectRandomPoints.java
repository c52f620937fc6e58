package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.OptionSpec;
import java.util.List;

/** sysbench select_random_points: one {@code SELECT ... FROM sbtest1 WHERE k IN (...)} per event. */
public final class SelectRandomPoints extends SysbenchWorkload {
    static final int MAX_POINTS = 10_000;

    public SelectRandomPoints() {
        super("select_random_points",
                "sysbench select_random_points: SELECT id, k, c, pad FROM sbtest1 WHERE k IN (10 random values) per event",
                List.of(),
                List.of(new OptionSpec("random-points", "10", "number of random points in the IN() clause")),
                (config, options) -> SegmentSelect.points(config, options.intValue("random-points", 1, MAX_POINTS)));
    }
}
