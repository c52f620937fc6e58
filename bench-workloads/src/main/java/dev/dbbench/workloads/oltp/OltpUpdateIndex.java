package dev.dbbench.workloads.oltp;

import java.util.List;

/** The {@code oltp_update_index} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpUpdateIndex extends SysbenchWorkload {
    public OltpUpdateIndex() {
        super("oltp_update_index",
                "sysbench oltp_update_index: UPDATE sbtestN SET k=k+1 WHERE id=? (--index-updates per event)",
                List.of("index-updates"), List.of(), OltpPlans::updateIndex);
    }
}
