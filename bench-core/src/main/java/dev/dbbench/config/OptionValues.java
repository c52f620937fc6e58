package dev.dbbench.config;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The {@link Options} a workload is configured with: the values the user gave over the workload's defaults. A name
 * the workload does not declare is refused here, before the workload sees any, with the closest name it has.
 */
public final class OptionValues implements Options {
    private final Map<String, String> values;
    private final Map<String, OptionSpec> specs;

    public OptionValues(List<OptionSpec> specs, Map<String, String> given) {
        this.specs = specs.stream().collect(Collectors.toMap(OptionSpec::name, s -> s, (a, b) -> a, TreeMap::new));
        for (String name : given.keySet()) {
            if (!this.specs.containsKey(name)) {
                throw new UsageException("--" + name + " is not an option of this workload; run 'list' to see its options"
                        + Suggest.closest(name, this.specs.keySet()).map(s -> " (did you mean --" + s + "?)").orElse(""));
            }
        }
        Map<String, String> merged = new TreeMap<>();
        specs.forEach(s -> merged.put(s.name(), s.defaultValue()));
        merged.putAll(given);
        this.values = Collections.unmodifiableMap(merged);
    }

    @Override
    public Map<String, String> effective() {
        return values;
    }

    @Override
    public String string(String name) {
        String v = values.get(name);
        if (v == null) {
            throw new IllegalStateException("option " + name + " is not declared by the workload");
        }
        return v;
    }

    @Override
    public long longValue(String name, long min, long max) {
        String text = string(name).trim().replace("_", "");
        long v;
        try {
            v = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " " + string(name) + " is not a whole number; give a number from "
                    + min + " to " + max);
        }
        if (v < min || v > max) {
            throw new UsageException("--" + name + " " + v + " is out of range; give a number from " + min + " to " + max);
        }
        return v;
    }

    @Override
    public boolean bool(String name) {
        String v = string(name).trim().toLowerCase(java.util.Locale.ROOT);
        return switch (v) {
            case "on", "true", "yes", "1" -> true;
            case "off", "false", "no", "0" -> false;
            default -> throw new UsageException("--" + name + " " + v + " is not on or off; give on or off");
        };
    }

    @Override
    public String choice(String name, Set<String> allowed) {
        String v = string(name).trim().toLowerCase(java.util.Locale.ROOT);
        if (!allowed.contains(v)) {
            throw new UsageException("--" + name + " " + v + " is not known; use one of " + String.join(", ", new java.util.TreeSet<>(allowed))
                    + Suggest.closest(v, allowed).map(s -> " (did you mean " + s + "?)").orElse(""));
        }
        return v;
    }
}
