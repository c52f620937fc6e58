package dev.dbbench.spi.workload;

import dev.dbbench.spi.metric.Metric;
import java.util.List;

/**
 * A kind of benchmark: its name, its options and a factory for a configured instance. Found with
 * {@link java.util.ServiceLoader} ({@code META-INF/services/dev.dbbench.spi.workload.Workload}); needs a public
 * no-argument constructor and no state.
 */
public interface Workload {

    /**
     * The name users type after {@code --workload}.
     *
     * @return e.g. {@code oltp_read_write}; the same on every call
     */
    String id();

    /**
     * One line for {@code list}.
     *
     * @return the description
     */
    String description();

    /**
     * Every option it accepts, with its default, in the order {@code list} shows them.
     *
     * @return the options; the same on every call
     */
    List<OptionSpec> options();

    /**
     * Whether this workload reads {@code option}; {@code list} shows only those. A family of workloads may accept each
     * other's options so that one command line drives any of them, as sysbench's scripts share {@code oltp_common}'s,
     * without every member reading every one.
     *
     * @param option a name from {@link #options()}
     * @return true (the default) when the workload uses it
     */
    default boolean reads(String option) {
        return true;
    }

    /**
     * What {@code list} prints about this workload beyond its options, one line each: the tables, the mix of
     * transactions and their statements of a workload defined in a file.
     *
     * @param defaults every option at its default
     * @return the lines; empty by default
     */
    default List<String> outline(Options defaults) {
        return List.of();
    }

    /**
     * The numbers this workload declares beside TPS and latency, which every report shows and {@code result.json}
     * records (see {@link dev.dbbench.spi.metric}); the same for every configuration.
     *
     * @return the declarations; empty by default
     */
    default List<Metric> metrics() {
        return List.of();
    }

    /**
     * Validates the options and returns a configured workload. Called on the command's thread before any worker starts.
     *
     * @param options the option values as the user gave them, or their defaults
     * @return the configured workload, shared by every worker
     * @throws dev.dbbench.spi.UsageException on a bad value, with a message naming the option and the fix
     */
    ConfiguredWorkload<?> configure(Options options);
}
