package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.TargetInfo;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A manifest split by target. With several targets, what differs per target is keyed by the target's name
 * ({@code pg.driver.sslmode}; in a comparison also {@code cloud-a.time}) and what they share is not; with
 * one target nothing is prefixed, so the whole manifest is shared.
 *
 * @param targets the result's target names, in order
 * @param shared  the keys that belong to no one target
 * @param own     per target, its own keys with the name and dot removed
 */
public record TargetOptions(List<String> targets, Map<String, String> shared, Map<String, Map<String, String>> own) {

    public TargetOptions {
        targets = List.copyOf(targets);
        shared = sorted(shared);
        Map<String, Map<String, String>> copy = new TreeMap<>();
        own.forEach((t, m) -> copy.put(t, sorted(m)));
        own = Collections.unmodifiableMap(copy);
    }

    public static TargetOptions of(RunResult r) {
        List<String> names = r.targets() == null ? List.of() : r.targets().stream().map(TargetInfo::name).toList();
        Map<String, String> shared = new TreeMap<>();
        Map<String, Map<String, String>> own = new TreeMap<>();
        names.forEach(n -> own.put(n, new TreeMap<>()));
        r.manifest().forEach((k, v) -> {
            String owner = names.size() < 2 ? null : owner(names, k);
            if (owner == null) {
                shared.put(k, v);
            } else {
                own.get(owner).put(k.substring(owner.length() + 1), v);
            }
        });
        return new TargetOptions(names, shared, own);
    }

    /** The target whose name prefixes {@code key}, the longest if names nest ({@code a} and {@code a.b}). */
    private static String owner(List<String> names, String key) {
        String owner = null;
        for (String n : names) {
            if (key.startsWith(n + ".") && (owner == null || n.length() > owner.length())) {
                owner = n;
            }
        }
        return owner;
    }

    /** A target's own keys; none for a null target (a result that names no target). */
    public Map<String, String> own(String target) {
        return target == null ? Map.of() : own.getOrDefault(target, Map.of());
    }

    private static Map<String, String> sorted(Map<String, String> m) {
        return Collections.unmodifiableMap(new TreeMap<>(m));
    }
}
