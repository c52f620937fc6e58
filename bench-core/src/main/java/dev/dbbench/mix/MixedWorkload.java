package dev.dbbench.mix;

import dev.dbbench.config.OptionValues;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Workloads run as one, each event one of them drawn by weight ({@code NAME@WEIGHT,NAME@WEIGHT}). Its options are
 * every part's, each given to the parts that declare it: two sysbench workloads share {@code --tables} and
 * {@code --table-size}, and so their dataset. Stateless.
 */
public final class MixedWorkload implements Workload {
    private final String id;
    private final List<Workload> parts;
    private final int[] weights;

    private MixedWorkload(String id, List<Workload> parts, int[] weights) {
        this.id = id;
        this.parts = List.copyOf(parts);
        this.weights = weights;
    }

    /** Whether {@code name} names a mix rather than one workload. */
    public static boolean isMix(String name) {
        return name.contains(",") || name.contains("@");
    }

    /** The mix {@code spec} names, each part found with {@code find}; a bad part or weight is a usage error. */
    public static MixedWorkload parse(String spec, Function<String, Workload> find) {
        List<Workload> parts = new ArrayList<>();
        List<Integer> weights = new ArrayList<>();
        for (String item : spec.split(",", -1)) {
            int at = item.lastIndexOf('@');
            String name = (at < 0 ? item : item.substring(0, at)).trim();
            int weight = 1;
            if (at >= 0) {
                try {
                    weight = Integer.parseInt(item.substring(at + 1).trim());
                } catch (NumberFormatException e) {
                    weight = -1;
                }
            }
            if (name.isEmpty() || weight < 1 || weight > 1_000_000) {
                throw new UsageException("--workload " + spec + ": '" + item + "' is not NAME or NAME@WEIGHT with a weight from 1"
                        + " to 1000000; give e.g. pgbench_select_only@9,pgbench_simple_update@1");
            }
            Workload w = find.apply(name);
            if (parts.stream().anyMatch(p -> p.id().equals(w.id()))) {
                throw new UsageException("--workload " + spec + " names " + name + " twice; give each workload once, with its weight");
            }
            parts.add(w);
            weights.add(weight);
        }
        if (parts.size() < 2) {
            throw new UsageException("--workload " + spec + " names one workload; give it without a weight, or give two or more"
                    + " as NAME@WEIGHT,NAME@WEIGHT");
        }
        return new MixedWorkload(spec.replace(" ", ""), parts, weights.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return "a mix of workloads, each event one of them by weight: " + id;
    }

    @Override
    public List<OptionSpec> options() {
        Map<String, OptionSpec> all = new LinkedHashMap<>();
        parts.forEach(p -> p.options().forEach(o -> all.putIfAbsent(o.name(), o)));
        return List.copyOf(all.values());
    }

    @Override
    public boolean reads(String option) {
        return parts.stream().anyMatch(p -> p.options().stream().anyMatch(o -> o.name().equals(option)) && p.reads(option));
    }

    @Override
    public ConfiguredWorkload<?> configure(Options options) {
        List<ConfiguredWorkload<?>> configured = new ArrayList<>();
        for (Workload p : parts) {
            Map<String, String> own = new LinkedHashMap<>();
            p.options().forEach(o -> own.put(o.name(), options.effective().get(o.name())));
            configured.add(p.configure(new OptionValues(p.options(), own)));
        }
        return new MixedRun(id, parts.stream().map(Workload::id).toList(), configured, weights);
    }
}
