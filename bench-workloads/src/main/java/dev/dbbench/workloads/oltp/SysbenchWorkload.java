package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.workloads.sbtest.SbtestConfig;
import dev.dbbench.workloads.sbtest.SbtestOptions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Base of the sysbench family's {@link Workload} providers: a name, sysbench's common options plus the
 * script's own, and a factory. Each concrete provider is a one-constructor class because
 * {@link java.util.ServiceLoader} instantiates classes, not values. Stateless.
 */
abstract class SysbenchWorkload implements Workload {

    /** Builds the configured workload from the validated common options and the raw ones (for script-specific options). */
    @FunctionalInterface
    interface Factory {
        ConfiguredWorkload<?> create(SbtestConfig config, Options options);
    }

    private final String id;
    private final String description;
    private final List<OptionSpec> options;
    private final Set<String> reads;
    private final Factory factory;

    /**
     * @param eventOptions the per-event options of oltp_common this script reads ({@link SbtestOptions#READS}, ...); the
     *                     others are accepted and ignored, as sysbench's scripts ignore them
     * @param ownOptions   options of this script alone
     */
    SysbenchWorkload(String id, String description, List<String> eventOptions, List<OptionSpec> ownOptions, Factory factory) {
        this.id = id;
        this.description = description;
        List<OptionSpec> all = new ArrayList<>(SbtestOptions.SPECS);
        all.addAll(ownOptions);
        this.options = List.copyOf(all);
        Set<String> read = new HashSet<>(eventOptions);
        ownOptions.forEach(o -> read.add(o.name()));
        SbtestOptions.SPECS.stream().map(OptionSpec::name).filter(SbtestOptions::readByAll).forEach(read::add);
        this.reads = Set.copyOf(read);
        this.factory = factory;
    }

    @SafeVarargs
    static List<String> events(List<String>... groups) {
        List<String> all = new ArrayList<>();
        for (List<String> g : groups) {
            all.addAll(g);
        }
        return all;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final List<OptionSpec> options() {
        return options;
    }

    @Override
    public final boolean reads(String option) {
        return reads.contains(option);
    }

    @Override
    public final ConfiguredWorkload<?> configure(Options given) {
        return factory.create(SbtestOptions.parse(given), given);
    }
}
