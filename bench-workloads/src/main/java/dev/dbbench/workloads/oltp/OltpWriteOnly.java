package dev.dbbench.workloads.oltp;

import dev.dbbench.workloads.sbtest.SbtestOptions;
import java.util.List;

/** The {@code oltp_write_only} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpWriteOnly extends SysbenchWorkload {
    public OltpWriteOnly() {
        super("oltp_write_only",
                "sysbench oltp_write_only: BEGIN, 2 updates, a delete and an insert, COMMIT (6 queries at defaults)",
                events(SbtestOptions.WRITES, List.of(SbtestOptions.SKIP_TRX)), List.of(), OltpPlans::writeOnly);
    }
}
