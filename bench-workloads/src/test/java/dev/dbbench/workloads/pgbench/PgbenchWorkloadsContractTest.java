package dev.dbbench.workloads.pgbench;

import dev.dbbench.spi.workload.Workload;
import dev.dbbench.spi.workload.WorkloadContractTest;
import org.junit.jupiter.api.Nested;

/** bench-core's workload contract, once per pgbench script. */
class PgbenchWorkloadsContractTest {
    // @formatter:off
    @Nested class SelectOnly extends WorkloadContractTest { @Override protected Workload workload() { return new PgbenchWorkload.SelectOnly(); } }
    @Nested class TpcbLike extends WorkloadContractTest { @Override protected Workload workload() { return new PgbenchWorkload.TpcbLike(); } }
    @Nested class SimpleUpdate extends WorkloadContractTest { @Override protected Workload workload() { return new PgbenchWorkload.SimpleUpdate(); } }
    // @formatter:on
}
