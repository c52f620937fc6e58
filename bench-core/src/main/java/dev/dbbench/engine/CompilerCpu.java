package dev.dbbench.engine;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The CPU time this JVM's JIT compiler threads have used so far, in milliseconds, read from
 * {@code /proc/self/task} (Linux). Unlike the JVM's own compilation time, which runs on the wall clock while a
 * compiler thread waits for a core, this counts only the time they ran, so a loaded machine does not make a
 * trickle of compiles look like a busy compiler.
 * <p>
 * The JVM starts and stops compiler threads as its compile queue grows and shrinks, and a thread's CPU time goes
 * with it; the total therefore adds up each thread's growth between readings, which keeps it from ever going
 * back. Each thread's name is read once. Read by the clock's thread only, during the warm-up.
 */
final class CompilerCpu implements LongSupplier {
    private static final Path TASKS = Path.of("/proc/self/task");
    /** Linux reports thread CPU time in clock ticks of 1/100 s on every architecture Java runs on. */
    private static final long MILLIS_PER_TICK = 10;

    private final Path tasks;
    /** Every thread seen, and whether it is a compiler thread. */
    private final Map<String, Boolean> compiler = new HashMap<>();
    /** Each live compiler thread's CPU ticks at the last reading. */
    private final Map<String, Long> ticks = new HashMap<>();
    private long totalTicks;

    CompilerCpu(Path tasks) {
        this.tasks = tasks;
    }

    /** The compiler threads' CPU time of this JVM, or null where {@code /proc} does not show them. */
    static LongSupplier ofThisJvm() {
        CompilerCpu cpu = new CompilerCpu(TASKS);
        try {
            cpu.read();
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return cpu.ticks.isEmpty() ? null : cpu;
    }

    /** HotSpot names them "C1 CompilerThread0", "C2 CompilerThread1", "JVMCI CompilerThread0", cut to 15 characters. */
    static boolean isCompiler(String threadName) {
        return threadName.startsWith("C1 Compiler") || threadName.startsWith("C2 Compiler")
                || threadName.startsWith("JVMCI");
    }

    @Override
    public long getAsLong() {
        try {
            read();
        } catch (IOException | RuntimeException e) {
            // A thread that ended between the listing and its read; the next reading counts the rest.
        }
        return totalTicks * MILLIS_PER_TICK;
    }

    private void read() throws IOException {
        Set<String> live = new HashSet<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(tasks)) {
            for (Path task : dir) {
                String tid = task.getFileName().toString();
                live.add(tid);
                if (compiler.computeIfAbsent(tid, t -> isCompiler(comm(task)))) {
                    long now = threadTicks(task);
                    if (now >= 0) {
                        Long before = ticks.put(tid, now);
                        totalTicks += now - (before == null ? 0 : before);
                    }
                }
            }
        }
        compiler.keySet().retainAll(live);
        ticks.keySet().retainAll(live);
    }

    private static String comm(Path task) {
        try {
            return Files.readString(task.resolve("comm")).trim();
        } catch (IOException e) {
            return "";
        }
    }

    /** utime + stime of a thread, or -1 when it has ended. */
    private static long threadTicks(Path task) {
        try {
            return parseTicks(Files.readString(task.resolve("stat")));
        } catch (IOException e) {
            return -1;
        }
    }

    /**
     * utime + stime from a {@code stat} line: fields 14 and 15, counted after the command name in parentheses,
     * which may itself hold spaces and parentheses.
     */
    static long parseTicks(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // f[0] is field 3 (state), so field n is f[n - 3].
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }
}
