package dev.dbbench.workloads.oltp;

import dev.dbbench.workloads.sbtest.SbtestOptions;
import java.util.List;

/** The {@code oltp_read_write} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpReadWrite extends SysbenchWorkload {
    public OltpReadWrite() {
        super("oltp_read_write",
                "sysbench oltp_read_write: BEGIN, 10 point selects, 4 range selects, 2 updates, a delete and an insert, COMMIT (20 queries at defaults)",
                events(SbtestOptions.READS, SbtestOptions.WRITES, List.of(SbtestOptions.SKIP_TRX)), List.of(), OltpPlans::readWrite);
    }
}
