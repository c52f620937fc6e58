package dev.dbbench.engine;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Whether the JVM's JIT compilers are still busy, judged from the CPU time of its compiler threads over tumbling
 * windows of about two seconds. A client whose hot path is still being compiled runs slower and takes CPU from a
 * server on the same box (measured on two cores: compiler threads used a third of the client's CPU until about
 * 16 s after start), so a warm-up that ends before they settle under-reports the server.
 * <p>
 * A window is quiet when its compile share is at most {@link #QUIET_SHARE} of a core, or at most
 * {@link #BUSIEST_FRACTION} of that of the busiest window so far: what is left after the start-up burst is a
 * trickle of late compiles of rarely run code, which the client pays for wherever it is measured. Two quiet
 * windows in a row are needed, because one can be a lull between compile bursts. Where {@code /proc} does not show
 * the compiler threads, the JVM's own compilation time stands in; it runs on the wall clock, so on a loaded machine,
 * where compiler threads wait for a core, it reads far above their CPU time (with sixteen workers on two cores, a
 * trickle that used 2-4 % of a core read as 7-30 %), and it counts one long compile whole in the window in which
 * it ends; the rule relative to the busiest window keeps that from holding a warm-up open to its maximum. Used by
 * the clock's thread only.
 */
final class JitActivity {
    /** Compilation time per window, as a share of one core, at or below which a window is quiet. */
    static final double QUIET_SHARE = 0.05;
    /** A window whose compile share is at most this fraction of the busiest window's is quiet. */
    static final double BUSIEST_FRACTION = 0.2;
    private static final long WINDOW_NANOS = TimeUnit.SECONDS.toNanos(2);
    /**
     * How much shorter than {@link #WINDOW_NANOS} a window may be. The caller asks at interval ticks that come a
     * little late by varying amounts, so without it every other window would last three one-second ticks.
     */
    private static final long WINDOW_SLACK_NANOS = WINDOW_NANOS / 4;
    private static final int QUIET_WINDOWS = 2;

    private final LongSupplier compileMillis;
    private long windowStart;
    private long windowCompileMillis;
    /** The highest compile share of a whole window so far, as a share of one core. */
    private double busiestShare;
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
     * This JVM's compile time so far in milliseconds: its compiler threads' CPU time ({@link CompilerCpu}), or the
     * JVM's own compilation time where {@code /proc} does not show them, or null when neither is known (a JVM that
     * cannot tell counts as settled). The first call loads the classes that read them, which takes a while: make it
     * before the workers start, when a core is free.
     */
    static LongSupplier compileMillis() {
        LongSupplier cpu = CompilerCpu.ofThisJvm();
        if (cpu != null) {
            return cpu;
        }
        CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
        boolean known = bean != null && bean.isCompilationTimeMonitoringSupported();
        return known ? bean::getTotalCompilationTime : null;
    }

    /**
     * True once two whole windows in a row since the start were quiet (see the class comment); stays true.
     * A window ends at the first call at least {@link #WINDOW_NANOS} less {@link #WINDOW_SLACK_NANOS} after it
     * began.
     */
    boolean settled(long now) {
        long elapsed = now - windowStart;
        if (quietInARow < QUIET_WINDOWS && elapsed >= WINDOW_NANOS - WINDOW_SLACK_NANOS) {
            long compiled = compileMillis.getAsLong();
            double share = (double) TimeUnit.MILLISECONDS.toNanos(compiled - windowCompileMillis) / elapsed;
            busiestShare = Math.max(busiestShare, share);
            quietInARow = quiet(share, busiestShare) ? quietInARow + 1 : 0;
            windowStart = now;
            windowCompileMillis = compiled;
        }
        return quietInARow >= QUIET_WINDOWS;
    }

    /** Whether a window with {@code share} of a core spent compiling is quiet beside the busiest window so far. */
    static boolean quiet(double share, double busiestShare) {
        return share <= Math.max(QUIET_SHARE, BUSIEST_FRACTION * busiestShare);
    }
}
