package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.Workload;
import dev.dbbench.spi.workload.WorkloadContractTest;
import org.junit.jupiter.api.Nested;

/** bench-core's workload contract, once per sysbench workload. */
class SysbenchWorkloadsContractTest {
    // @formatter:off
    @Nested class ReadWrite extends WorkloadContractTest { @Override protected Workload workload() { return new OltpReadWrite(); } }
    @Nested class ReadOnly extends WorkloadContractTest { @Override protected Workload workload() { return new OltpReadOnly(); } }
    @Nested class WriteOnly extends WorkloadContractTest { @Override protected Workload workload() { return new OltpWriteOnly(); } }
    @Nested class PointSelect extends WorkloadContractTest { @Override protected Workload workload() { return new OltpPointSelect(); } }
    @Nested class Insert extends WorkloadContractTest { @Override protected Workload workload() { return new OltpInsert(); } }
    @Nested class UpdateIndex extends WorkloadContractTest { @Override protected Workload workload() { return new OltpUpdateIndex(); } }
    @Nested class UpdateNonIndex extends WorkloadContractTest { @Override protected Workload workload() { return new OltpUpdateNonIndex(); } }
    @Nested class Delete extends WorkloadContractTest { @Override protected Workload workload() { return new OltpDelete(); } }
    @Nested class RandomPoints extends WorkloadContractTest { @Override protected Workload workload() { return new SelectRandomPoints(); } }
    @Nested class RandomRanges extends WorkloadContractTest { @Override protected Workload workload() { return new SelectRandomRanges(); } }
    // @formatter:on
}
