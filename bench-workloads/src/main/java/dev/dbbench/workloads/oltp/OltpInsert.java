package dev.dbbench.workloads.oltp;

import java.util.List;

/** The {@code oltp_insert} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpInsert extends SysbenchWorkload {
    public OltpInsert() {
        super("oltp_insert",
                "sysbench oltp_insert: one INSERT of a new row per event (auto-increment id unless --auto-inc off)",
                List.of(), List.of(), OltpPlans::insert);
    }
}
