package dev.dbbench.runner.jobs.metrics;

import java.io.PrintStream;
import java.util.function.LongSupplier;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * What the metrics endpoint says when a scrape fails: one line on the console's error stream, never a stack trace in
 * the middle of the benchmark's own lines. A scraper that keeps timing out would fail every few seconds, so after a
 * line the next waits a minute and says how many failed meanwhile. The HTTP servers' own loggers are routed here too:
 * unconfigured, they print every failed scrape as a stack trace on standard error.
 */
final class ScrapeErrors {
    private static final long QUIET_NANOS = 60_000_000_000L;
    // java.util.logging keeps loggers weakly: a level or handler set on one the GC collected would be lost.
    private static final Logger PROMETHEUS = Logger.getLogger("io.prometheus.metrics.exporter.httpserver");
    private static final Logger JDK_SERVER = Logger.getLogger("com.sun.net.httpserver");

    private final PrintStream err;
    private final LongSupplier nanoTime;
    private long lastLine = Long.MIN_VALUE;
    private int unsaid;

    ScrapeErrors(PrintStream err, LongSupplier nanoTime) {
        this.err = err;
        this.nanoTime = nanoTime;
    }

    /**
     * Sends the HTTP servers' log records here rather than to the console handler. The Prometheus server reports each
     * failed scrape to {@link #report} as well as to its logger, so its records are dropped; the JDK server's
     * warnings are reported.
     */
    void routeLogs() {
        PROMETHEUS.setUseParentHandlers(false);
        for (Handler h : PROMETHEUS.getHandlers()) {
            PROMETHEUS.removeHandler(h);
        }
        JDK_SERVER.setUseParentHandlers(false);
        for (Handler h : JDK_SERVER.getHandlers()) {
            JDK_SERVER.removeHandler(h);
        }
        JDK_SERVER.addHandler(new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (r.getLevel().intValue() >= Level.WARNING.intValue()) {
                    report(r.getThrown() != null ? r.getThrown() : new RuntimeException(r.getMessage()));
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
    }

    /** One line for a failed scrape, unless a line was printed less than a minute ago. */
    synchronized void report(Throwable failure) {
        long now = nanoTime.getAsLong();
        if (lastLine != Long.MIN_VALUE && now - lastLine < QUIET_NANOS) {
            unsaid++;
            return;
        }
        String more = unsaid == 0 ? "" : " (" + unsaid + " more since the last such line)";
        err.println("warning: metrics: a scrape failed: " + describe(failure) + more);
        lastLine = now;
        unsaid = 0;
    }

    /** The failure as a reader can act on it, from the innermost cause's message. */
    static String describe(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        String lower = message.toLowerCase(java.util.Locale.ROOT);
        if (lower.contains("broken pipe") || lower.contains("connection reset") || lower.contains("stream is closed")) {
            return message + ": the scraper closed the connection before the answer was sent; raise its scrape_timeout";
        }
        return message;
    }
}
