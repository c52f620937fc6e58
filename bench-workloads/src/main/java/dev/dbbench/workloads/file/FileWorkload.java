package dev.dbbench.workloads.file;

import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.workloads.file.spec.OptionDef;
import dev.dbbench.workloads.file.spec.WorkloadSpec;
import dev.dbbench.workloads.random.RandomOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The workload a file defines: the file's options (set with {@code --set name=value}) plus {@code rand-seed}, and a
 * configured run for each set of values. Immutable.
 */
public final class FileWorkload implements Workload {
    static final String SEED = RandomOptions.SEED;
    private final WorkloadSpec spec;
    private final List<OptionSpec> options;

    public FileWorkload(WorkloadSpec spec) {
        this.spec = spec;
        List<OptionSpec> all = new ArrayList<>();
        for (OptionDef o : spec.options().values()) {
            all.add(new OptionSpec(o.name(), o.defaultValue(), o.description()));
        }
        all.add(new OptionSpec(SEED, "0", "seed of the random generators; 0 picks one from the clock, and the seed used is recorded"));
        this.options = List.copyOf(all);
    }

    WorkloadSpec spec() {
        return spec;
    }

    @Override
    public String id() {
        return spec.name();
    }

    @Override
    public String description() {
        return spec.description();
    }

    @Override
    public List<OptionSpec> options() {
        return options;
    }

    @Override
    public List<String> outline(Options defaults) {
        Resolver r = new Resolver(spec, defaults);
        return new Outline(spec, r.tables(), r.transactions()).lines();
    }

    @Override
    public List<Metric> metrics() {
        return spec.metrics();
    }

    @Override
    public ConfiguredWorkload<?> configure(Options given) {
        Resolver r = new Resolver(spec, given);
        long seed = RandomOptions.seed(given);
        Map<String, String> settings = new TreeMap<>(given.effective());
        settings.put(SEED, Long.toString(seed));
        settings.put("workload-file", spec.file());
        settings.put("workload-file-sha256", spec.sha256());
        List<Table> tables = r.tables();
        return new FileRun(settings, new FileDataset(spec.file(), tables, r.texts()), r.transactions(), r.textValues(), seed);
    }
}
