package dev.dbbench.workloads.oltp;

import dev.dbbench.workloads.sbtest.SbtestOptions;
import java.util.List;

/** The {@code oltp_read_only} workload; see {@link OltpPlans} for what one event runs. */
public final class OltpReadOnly extends SysbenchWorkload {
    public OltpReadOnly() {
        super("oltp_read_only",
                "sysbench oltp_read_only: BEGIN, 10 point selects, 4 range selects, COMMIT (16 queries at defaults)",
                events(SbtestOptions.READS, List.of(SbtestOptions.SKIP_TRX)), List.of(), OltpPlans::readOnly);
    }
}
