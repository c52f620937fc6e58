package dev.dbbench.workloads.oltp;

import java.util.List;

/** The {@code oltp_update_non_index} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpUpdateNonIndex extends SysbenchWorkload {
    public OltpUpdateNonIndex() {
        super("oltp_update_non_index",
                "sysbench oltp_update_non_index: UPDATE sbtestN SET c=? WHERE id=? (--non-index-updates per event)",
                List.of("non-index-updates"), List.of(), OltpPlans::updateNonIndex);
    }
}
