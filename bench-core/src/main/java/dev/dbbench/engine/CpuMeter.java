package dev.dbbench.engine;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalDouble;

/**
 * How busy the client was between two readings: this process's CPU time over the cores it may use, and the whole
 * machine's busy share from {@code /proc/stat} where it can be read. A client that is itself saturated measures its
 * own limit rather than the server's. The clock reads it with the workers' counters as it closes an interval (one
 * system call and one short file read), so that each interval's load covers that interval's own time even when
 * the interval thread that reports it runs seconds behind.
 */
final class CpuMeter {
    private static final Path PROC_STAT = Path.of("/proc/stat");
    private static final com.sun.management.OperatingSystemMXBean OS = processBean();
    private static final double CORES = dev.dbbench.clientload.CpuLimit.cores();

    private CpuMeter() {
    }

    /**
     * The counters at one moment.
     *
     * @param processNanos this process's CPU time so far, -1 when unknown
     * @param machine      busy and total jiffies of the whole machine so far, null when unknown
     */
    record Reading(long processNanos, long[] machine) {
    }

    /**
     * The load over an interval, each -1 when unknown.
     *
     * @param processPct percent of the cores this process may use ({@link dev.dbbench.clientload.CpuLimit}) that it used
     * @param machinePct percent of all the machine's cores that were busy, with whatever else runs on it
     */
    record Load(double processPct, double machinePct) {
    }

    /** The counters now. */
    static Reading read() {
        return new Reading(OS == null ? -1 : OS.getProcessCpuTime(), machine());
    }

    /** The load between two readings taken {@code wallNanos} apart. */
    static Load load(Reading before, Reading after, long wallNanos) {
        long cpu = after.processNanos() - before.processNanos();
        double process = before.processNanos() < 0 || after.processNanos() < 0 || wallNanos <= 0 ? -1
                : Math.min(100, 100.0 * cpu / (wallNanos * CORES));
        double busy = busyPercent(before.machine(), after.machine()).orElse(-1);
        return new Load(round(process), round(busy));
    }

    private static double round(double pct) {
        return pct < 0 ? -1 : Math.round(pct * 10) / 10.0;
    }

    /** The busy share between two {@code /proc/stat} readings of (busy, total) jiffies. */
    static OptionalDouble busyPercent(long[] before, long[] after) {
        if (before == null || after == null || after[1] <= before[1]) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(100.0 * (after[0] - before[0]) / (after[1] - before[1]));
    }

    /** Busy and total jiffies of every core from the first line of {@code /proc/stat}; null where there is none. */
    private static long[] machine() {
        try (var lines = Files.lines(PROC_STAT)) {
            return lines.findFirst().map(CpuMeter::parseCpuLine).orElse(null);
        } catch (IOException | RuntimeException e) {
            // Not Linux, or /proc is hidden (some containers): the machine's load stays unknown.
            return null;
        }
    }

    /** {@code cpu user nice system idle iowait irq softirq steal ...}: idle and iowait are the idle time. */
    static long[] parseCpuLine(String line) {
        String[] f = line.trim().split("\\s+");
        if (f.length < 5 || !f[0].equals("cpu")) {
            return null;
        }
        long total = 0;
        long idle = 0;
        // guest and guest_nice (fields 9 and 10) are already counted in user and nice.
        for (int i = 1; i < Math.min(f.length, 9); i++) {
            long v = Long.parseLong(f[i]);
            total += v;
            if (i == 4 || i == 5) {
                idle += v;
            }
        }
        return new long[] {total - idle, total};
    }

    private static com.sun.management.OperatingSystemMXBean processBean() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean b ? b : null;
    }
}
