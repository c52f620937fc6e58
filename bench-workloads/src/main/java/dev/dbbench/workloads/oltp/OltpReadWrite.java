package dev.dbbench.workloads.oltp;

import java.util.List;

/** The {@code oltp_read_write} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpReadWrite extends SysbenchWorkload {
    public OltpReadWrite() {
        super("oltp_read_write",
                "sysbench oltp_read_write: BEGIN, 10 point selects, 4 range selects, 2 updates, a delete and an insert, COMMIT (20 queries at defaults)",
                List.of(), OltpPlans::readWrite);
    }
}
