package dev.dbbench.workloads.oltp;

import java.util.List;

/** The {@code oltp_read_only} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpReadOnly extends SysbenchWorkload {
    public OltpReadOnly() {
        super("oltp_read_only",
                "sysbench oltp_read_only: BEGIN, 10 point selects, 4 range selects, COMMIT (16 queries at defaults)",
                List.of(), OltpPlans::readOnly);
    }
}
