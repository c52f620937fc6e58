package dev.dbbench.workloads.oltp;

import java.util.List;

/** The {@code oltp_point_select} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpPointSelect extends SysbenchWorkload {
    public OltpPointSelect() {
        super("oltp_point_select",
                "sysbench oltp_point_select: one SELECT c FROM sbtestN WHERE id=? per event, no transaction",
                List.of(), List.of(), OltpPlans::pointSelect);
    }
}
