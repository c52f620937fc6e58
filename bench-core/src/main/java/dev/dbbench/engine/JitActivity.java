package dev.dbbench.engine;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Whether the JVM's JIT compilers are still busy, judged from their total compilation time over
 * tumbling two-second windows. A client whose hot path is still being compiled runs slower and takes
 * CPU from a server on the same box (measured on two cores: compiler threads used a third of the
 * client's CPU until about 16 s after start), so a warm-up that ends before they settle under-reports
 * the server. Two quiet windows in a row are needed, because one can be a lull between compile bursts.
 * Used by the interval thread only.
 */
final class JitActivity {
    /** Compilation time per window, as a share of one core, at or below which a window counts as quiet. */
    static final double QUIET_SHARE = 0.05;
    private static final long WINDOW_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final int QUIET_WINDOWS = 2;

    private final LongSupplier compileMillis;
    private long windowStart;
    private long windowCompileMillis;
    /** Quiet windows in a row; stops counting at {@link #QUIET_WINDOWS}, which means settled for good. */
    private int quietInARow;

    /**
     * @param compileMillis the JVM's total compilation time so far in milliseconds, or null when unknown
     * @param now           start of the first window, in {@link System#nanoTime()} units
     */
    JitActivity(LongSupplier compileMillis, long now) {
        this.compileMillis = compileMillis;
        this.windowStart = now;
        this.windowCompileMillis = compileMillis == null ? 0 : compileMillis.getAsLong();
        this.quietInARow = compileMillis == null ? QUIET_WINDOWS : 0;
    }

    /**
     * This JVM's total compilation time in milliseconds, or null when it cannot tell (a JVM that cannot counts as
     * settled). The first call loads the management classes, which takes a while: make it before the workers
     * start, when a core is free.
     */
    static LongSupplier compileMillis() {
        CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
        boolean known = bean != null && bean.isCompilationTimeMonitoringSupported();
        return known ? bean::getTotalCompilationTime : null;
    }

    /**
     * True once two whole windows in a row since the start had at most {@link #QUIET_SHARE} of
     * compile time each; stays true.
     */
    boolean settled(long now) {
        long elapsed = now - windowStart;
        if (quietInARow < QUIET_WINDOWS && elapsed >= WINDOW_NANOS) {
            long compiled = compileMillis.getAsLong();
            boolean quiet = quiet(TimeUnit.MILLISECONDS.toNanos(compiled - windowCompileMillis), elapsed);
            quietInARow = quiet ? quietInARow + 1 : 0;
            windowStart = now;
            windowCompileMillis = compiled;
        }
        return quietInARow >= QUIET_WINDOWS;
    }

    static boolean quiet(long compileNanos, long windowNanos) {
        return compileNanos <= QUIET_SHARE * windowNanos;
    }
}
