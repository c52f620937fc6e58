package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.AnnotatedWorkloadContractTest;

/** bench-core's contract for workload classes, for tpcc. */
class TpccWorkloadContractTest extends AnnotatedWorkloadContractTest {
    @Override
    protected Class<? extends AnnotatedWorkload> workloadClass() {
        return TpccWorkload.class;
    }
}
