package dev.dbbench.cli.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A CPU quota on a local server process, through the kernel's cgroups (v2's {@code cpu.max} or v1's CFS quota), lifted
 * again on {@link #close()}: a server given half a CPU, to test that a comparison finds a real difference. Needs root
 * and a cgroup file system with the cpu controller; {@link #available()} says whether this machine has them.
 */
final class CpuQuota implements AutoCloseable {
    private static final Path V1 = Path.of("/sys/fs/cgroup/cpu");
    private static final Path V2 = Path.of("/sys/fs/cgroup");
    private static final String GROUP = "dbbench-it-quota";
    private final Path group;
    private final Path home;
    private final long pid;

    private CpuQuota(Path group, Path home, long pid) {
        this.group = group;
        this.home = home;
        this.pid = pid;
    }

    /** Whether quotas can be set here: a writable cpu controller of either cgroup version. */
    static boolean available() {
        return Files.isWritable(V1.resolve("cgroup.procs"))
                || Files.isWritable(V2.resolve("cgroup.subtree_control")) && controllers().contains("cpu");
    }

    /** Puts {@code pid} (every thread of it) under a quota of {@code cpus} CPUs until closed. */
    static CpuQuota limit(long pid, double cpus) throws IOException {
        long period = 100_000;
        long quota = Math.round(cpus * period);
        if (Files.isWritable(V1.resolve("cgroup.procs"))) {
            Path g = Files.createDirectories(V1.resolve(GROUP));
            Files.writeString(g.resolve("cpu.cfs_period_us"), Long.toString(period));
            Files.writeString(g.resolve("cpu.cfs_quota_us"), Long.toString(quota));
            Files.writeString(g.resolve("cgroup.procs"), Long.toString(pid));
            return new CpuQuota(g, V1, pid);
        }
        String from = Files.readAllLines(Path.of("/proc/" + pid + "/cgroup")).stream().filter(l -> l.startsWith("0::"))
                .findFirst().map(l -> l.substring(3)).orElse("/");
        Path g = Files.createDirectories(V2.resolve(GROUP));
        Files.writeString(g.resolve("cpu.max"), quota + " " + period);
        Files.writeString(g.resolve("cgroup.procs"), Long.toString(pid));
        return new CpuQuota(g, V2.resolve(from.substring(1)), pid);
    }

    private static String controllers() {
        try {
            return Files.readString(V2.resolve("cgroup.controllers"));
        } catch (IOException none) {
            return "";
        }
    }

    /** The process's id, from the pid file a MySQL-protocol server names in {@code @@pid_file}. */
    static Optional<Long> pidOf(Path pidFile) {
        try {
            return Optional.of(Long.parseLong(Files.readString(pidFile).strip()));
        } catch (IOException | NumberFormatException notLocal) {
            return Optional.empty();
        }
    }

    @Override
    public void close() throws IOException {
        Files.writeString(home.resolve("cgroup.procs"), Long.toString(pid));
        for (int tries = 0; tries < 50; tries++) {
            try {
                Files.delete(group);
                return;
            } catch (IOException busy) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}
