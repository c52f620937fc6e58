package dev.dbbench.clientload;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;

/**
 * How many cores this process may use: the cores it sees, or fewer where a CPU quota caps it (a Kubernetes pod's CPU
 * limit, a cgroup's {@code cpu.max}). The JVM rounds a quota up to whole cores, so a pod limited to half a core would
 * otherwise never look busy.
 */
public final class CpuLimit {
    private static final Path PROC_CGROUP = Path.of("/proc/self/cgroup");
    private static final Path CGROUP = Path.of("/sys/fs/cgroup");
    private static final double CORES = compute();

    private CpuLimit() {
    }

    /** The cores this process may use, a fraction under a quota of less than one core. */
    public static double cores() {
        return CORES;
    }

    private static double compute() {
        double cores = Runtime.getRuntime().availableProcessors();
        return quota().stream().filter(q -> q > 0 && q < cores).findFirst().orElse(cores);
    }

    /** The quota in cores from cgroup v2's {@code cpu.max} or v1's CFS files, of this process's group or the root. */
    private static OptionalDouble quota() {
        try {
            for (String line : Files.readAllLines(PROC_CGROUP)) {
                String[] f = line.split(":", 3);
                if (f.length < 3) {
                    continue;
                }
                String group = f[2];
                OptionalDouble q = f[0].equals("0") ? v2(group) : List.of(f[1].split(",")).contains("cpu") ? v1(group) : OptionalDouble.empty();
                if (q.isPresent()) {
                    return q;
                }
            }
        } catch (IOException | RuntimeException e) {
            // Not Linux, or no cgroups visible: the cores the JVM sees are all there is to know.
        }
        return OptionalDouble.empty();
    }

    private static OptionalDouble v2(String group) throws IOException {
        for (Path dir : List.of(CGROUP.resolve("." + group).normalize(), CGROUP, CGROUP.resolve("unified").resolve("." + group).normalize())) {
            Path max = dir.resolve("cpu.max");
            if (Files.isReadable(max)) {
                String[] f = Files.readString(max).trim().split("\\s+");
                return f[0].equals("max") ? OptionalDouble.empty() : OptionalDouble.of(Double.parseDouble(f[0]) / Double.parseDouble(f[1]));
            }
        }
        return OptionalDouble.empty();
    }

    private static OptionalDouble v1(String group) throws IOException {
        for (Path base : List.of(CGROUP.resolve("cpu"), CGROUP.resolve("cpu,cpuacct"))) {
            for (Path dir : List.of(base.resolve("." + group).normalize(), base)) {
                Path quota = dir.resolve("cpu.cfs_quota_us");
                if (Files.isReadable(quota)) {
                    long q = Long.parseLong(Files.readString(quota).trim());
                    long period = Long.parseLong(Files.readString(dir.resolve("cpu.cfs_period_us")).trim());
                    return q <= 0 ? OptionalDouble.empty() : OptionalDouble.of((double) q / period);
                }
            }
        }
        return OptionalDouble.empty();
    }
}
