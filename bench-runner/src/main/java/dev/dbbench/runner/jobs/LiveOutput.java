package dev.dbbench.runner.jobs;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.reports.text.SysbenchText;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.stats.Percentiles;
import java.io.PrintStream;
import org.HdrHistogram.Histogram;

/** Prints sysbench's interval line as each interval closes; warm-up lines are marked as such. */
public final class LiveOutput implements IntervalListener {
    private final PrintStream out;
    private final double percentile;
    private final boolean quiet;

    public LiveOutput(PrintStream out, double percentile, boolean quiet) {
        this.out = out;
        this.percentile = percentile;
        this.quiet = quiet;
    }

    @Override
    public void onInterval(IntervalResult interval, Histogram latency) {
        if (quiet) {
            return;
        }
        String line = SysbenchText.intervalLine(interval, percentile, Percentiles.at(latency, percentile));
        out.println(interval.warmup() ? line + " (warm-up)" : line);
    }
}
