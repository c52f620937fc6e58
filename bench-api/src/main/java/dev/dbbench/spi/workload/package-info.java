/**
 * Public API. A kind of benchmark: a {@link dev.dbbench.spi.workload.Workload} (id, options, a factory) configured
 * into a {@link dev.dbbench.spi.workload.ConfiguredWorkload} that prepares, verifies and cleans up its schema and
 * runs one event per call on a worker's {@link dev.dbbench.spi.workload.WorkerState}, counting every statement on
 * a {@link dev.dbbench.spi.workload.Counter} as sysbench does. Found with {@link java.util.ServiceLoader} from
 * {@code META-INF/services/dev.dbbench.spi.workload.Workload}; {@link dev.dbbench.spi.workload.WorkloadFormat}
 * reads workloads defined in files. docs/writing-a-workload.md covers both ways of writing one.
 */
package dev.dbbench.spi.workload;
