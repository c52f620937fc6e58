package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.Workload;
import dev.dbbench.spi.workload.WorkloadContractTest;

/** bench-core's workload contract for tpcc. */
class TpccWorkloadContractTest extends WorkloadContractTest {
    @Override
    protected Workload workload() {
        return new TpccWorkload();
    }
}
