package dev.dbbench.spi.workload;

import dev.dbbench.spi.metric.Metric;
import java.util.List;

/**
 * A kind of benchmark: its name, its options and a factory for a configured instance. Found with
 * {@link java.util.ServiceLoader} ({@code META-INF/services/dev.dbbench.spi.workload.Workload}); needs a public
 * no-argument constructor and no state.
 */
public interface Workload {

    /** The name users type after {@code --workload}, e.g. {@code oltp_read_write}. */
    String id();

    /** One line for {@code list}. */
    String description();

    /** Every option it accepts, with its default, in the order {@code list} shows them. */
    List<OptionSpec> options();

    /**
     * Whether this workload reads {@code option} (a name from {@link #options()}); {@code list} shows only those.
     * A family of workloads may accept each other's options so that one command line drives any of them, as
     * sysbench's scripts share {@code oltp_common}'s, without every member reading every one.
     */
    default boolean reads(String option) {
        return true;
    }

    /**
     * What {@code list} prints about this workload beyond its options, one line each: the tables, the mix of
     * transactions and their statements of a workload defined in a file, as configured by {@code defaults} (every
     * option at its default). Empty by default.
     */
    default List<String> outline(Options defaults) {
        return List.of();
    }

    /**
     * The numbers this workload declares beside TPS and latency, which every report shows and {@code result.json}
     * records (see {@link dev.dbbench.spi.metric}); the same for every configuration. Empty by default.
     */
    default List<Metric> metrics() {
        return List.of();
    }

    /**
     * Validates the options and returns a configured workload. Bad values throw
     * {@link dev.dbbench.spi.UsageException} with a message naming the option and the fix.
     */
    ConfiguredWorkload<?> configure(Options options);
}
