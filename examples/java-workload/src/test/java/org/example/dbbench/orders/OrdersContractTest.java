package org.example.dbbench.orders;

import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.AnnotatedWorkloadContractTest;

/** What every workload class promises: it binds, it is registered, and its options behave. */
class OrdersContractTest extends AnnotatedWorkloadContractTest {
    @Override
    protected Class<? extends AnnotatedWorkload> workloadClass() {
        return Orders.class;
    }
}
