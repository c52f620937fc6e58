package dev.dbbench.runner.jobs.prepare;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicLong;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;

/**
 * Progress on a terminal, drawn by the progressbar library with {@link BarLine}: the load as a bar with rows per second
 * and time left, the table just loaded beside it, then each later phase on a line of its own that counts the time it
 * takes.
 */
final class BarProgress implements LoadProgress {
    private final PrintStream out;
    private final AtomicLong rows = new AtomicLong();
    private volatile ProgressBar bar;

    BarProgress(PrintStream out, long total) {
        this.out = out;
        this.bar = builder("Loading", total > 0 ? total : -1).build();
    }

    private ProgressBarBuilder builder(String task, long max) {
        return new ProgressBarBuilder().setTaskName(task).setInitialMax(max).setRenderer(new BarLine())
                .setUpdateIntervalMillis(250).setConsumer(new ConsoleProgressBarConsumer(out));
    }

    @Override
    public void add(long n) {
        rows.addAndGet(n);
        bar.stepBy(n);
    }

    @Override
    public void tableLoaded(String table, long rows, double seconds) {
        bar.setExtraMessage(table + " loaded");
    }

    @Override
    public synchronized void phase(String name) {
        bar.close();
        String task = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        bar = builder(task, -1).build();
    }

    @Override
    public long rows() {
        return rows.get();
    }

    @Override
    public synchronized void close() {
        bar.close();
    }
}
