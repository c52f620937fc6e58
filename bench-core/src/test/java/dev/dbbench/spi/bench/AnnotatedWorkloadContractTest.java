package dev.dbbench.spi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.workload.Workload;
import dev.dbbench.spi.workload.WorkloadContractTest;
import dev.dbbench.testing.WorkloadClasses;
import java.util.ServiceLoader;

/**
 * What every workload class written with the annotations promises, checked without a database: it binds (every rule
 * of {@link dev.dbbench.spi.bench} holds), it is listed in {@code META-INF/services/dev.dbbench.spi.bench.AnnotatedWorkload},
 * and as a workload it keeps {@link WorkloadContractTest}'s promises. A workload module's test subclasses this and
 * returns its class.
 */
public abstract class AnnotatedWorkloadContractTest extends WorkloadContractTest {

    /** The workload class under test. */
    protected abstract Class<? extends AnnotatedWorkload> workloadClass();

    @Override
    protected Workload workload() {
        return WorkloadClasses.bind(workloadClass());
    }

    @Override
    protected void checkRegistration() {
        assertThat(ServiceLoader.load(AnnotatedWorkload.class).stream().map(ServiceLoader.Provider::type))
                .as("META-INF/services/dev.dbbench.spi.bench.AnnotatedWorkload lists %s", workloadClass().getName())
                .contains(workloadClass());
    }
}
