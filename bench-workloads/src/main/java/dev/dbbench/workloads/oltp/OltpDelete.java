package dev.dbbench.workloads.oltp;

import java.util.List;

/** The {@code oltp_delete} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpDelete extends SysbenchWorkload {
    public OltpDelete() {
        super("oltp_delete",
                "sysbench oltp_delete: one DELETE FROM sbtestN WHERE id=? per event",
                List.of(), List.of(), OltpPlans::delete);
    }
}
