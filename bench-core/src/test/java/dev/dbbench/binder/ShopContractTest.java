package dev.dbbench.binder;

import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.AnnotatedWorkloadContractTest;

/**
 * The workload contract for the test class that uses every annotation. It is not listed in a service file, so that
 * the modules that use bench-core's test jar do not find it among their workloads.
 */
class ShopContractTest extends AnnotatedWorkloadContractTest {
    @Override
    protected Class<? extends AnnotatedWorkload> workloadClass() {
        return Shop.class;
    }

    @Override
    protected void checkRegistration() {
        // Deliberately not registered; see the class comment.
    }
}
