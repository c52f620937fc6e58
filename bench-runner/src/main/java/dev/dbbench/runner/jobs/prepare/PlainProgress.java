package dev.dbbench.runner.jobs.prepare;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Progress as lines, for a log or a script: a line every ~5 % of the rows ({@code [####    ]  25%  25,000 / 100,000 rows},
 * then the rate and the time left), a line per table loaded, and a line as each later phase begins.
 */
final class PlainProgress implements LoadProgress {
    private final PrintStream out;
    private final long total;
    private final boolean quiet;
    private final long start = System.nanoTime();
    private final AtomicLong rows = new AtomicLong();
    private final AtomicLong shown = new AtomicLong();

    PlainProgress(PrintStream out, long total, boolean quiet) {
        this.out = out;
        this.total = total;
        this.quiet = quiet;
    }

    @Override
    public void add(long n) {
        long now = rows.addAndGet(n);
        if (quiet || total <= 0) {
            return;
        }
        long pct = now * 100 / total;
        long last = shown.get();
        if (pct >= last + 5 && shown.compareAndSet(last, pct - pct % 5)) {
            int bar = (int) Math.min(40, pct * 40 / 100);
            double seconds = seconds();
            double rate = now / Math.max(seconds, 1e-9);
            long left = Math.round(Math.max(0, total - now) / Math.max(rate, 1e-9));
            synchronized (out) {
                out.printf("  [%-40s] %3d%%  %,d / %,d rows  %,.0f rows/s  %s left%n", "#".repeat(bar), pct, now, total, rate,
                        duration(left));
            }
        }
    }

    @Override
    public void tableLoaded(String table, long tableRows, double seconds) {
        if (!quiet) {
            synchronized (out) {
                out.printf("  %-12s %,12d rows  loaded after %.1f s%n", table, tableRows, seconds);
            }
        }
    }

    @Override
    public void phase(String name) {
        if (!quiet) {
            synchronized (out) {
                out.printf("  %s (after %.1f s)%n", name, seconds());
            }
        }
    }

    @Override
    public long rows() {
        return rows.get();
    }

    @Override
    public void close() {
        out.flush();
    }

    private double seconds() {
        return (System.nanoTime() - start) / 1e9;
    }

    /** {@code 42 s}, {@code 3 min 5 s} or {@code 2 h 10 min}. */
    static String duration(long seconds) {
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < 3600) {
            return seconds / 60 + " min " + seconds % 60 + " s";
        }
        return seconds / 3600 + " h " + seconds % 3600 / 60 + " min";
    }
}
