package dev.dbbench.runner.jobs.stability;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.reports.text.SysbenchText;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import dev.dbbench.stats.Percentiles;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * The live output of a stability run: sysbench's interval line followed by the time elapsed and left,
 * sysbench's queue-length line under {@code --rate}, and a line when the server goes away and one when it is
 * back (after the outage gap has passed without a new failure, so one restart makes one pair of lines).
 */
final class LiveLine implements IntervalListener {
    private final PrintStream out;
    private final double percentile;
    private final boolean quiet;
    private final boolean paced;
    private final double durationSeconds;
    // The warm-up as it went: at least --warmup, longer while the JIT compiler was busy.
    private double warmupSeconds;
    private final long gapMillis;
    // The outage being reported: windows closer than the gap are one outage, announced once when it starts
    // and once when no new window followed its last one within the gap (as the summary merges them).
    private Instant episodeStart;
    private String episodeInstance = "";
    private Outage lastWindow;
    private int windows;

    LiveLine(PrintStream out, double percentile, boolean quiet, boolean paced, Duration warmup, Duration duration,
             Duration outageGap) {
        this.out = out;
        this.percentile = percentile;
        this.quiet = quiet;
        this.paced = paced;
        this.warmupSeconds = warmup.toMillis() / 1000.0;
        this.durationSeconds = duration.toMillis() / 1000.0;
        this.gapMillis = outageGap.toMillis();
    }

    @Override
    public void onInterval(IntervalResult i, Histogram latency) {
        if (quiet) {
            return;
        }
        if (lastWindow != null && i.epochMillis() - lastWindow.recovered().toEpochMilli() > gapMillis) {
            episodeOver();
        }
        if (i.warmup()) {
            warmupSeconds = Math.max(warmupSeconds, i.elapsedSeconds());
        }
        double elapsed = i.warmup() ? i.elapsedSeconds() : warmupSeconds + i.elapsedSeconds();
        StringBuilder line = new StringBuilder(SysbenchText.intervalLine(i, percentile, Percentiles.at(latency, percentile)));
        if (i.timeouts() > 0) {
            line.append(" timeouts: ").append(i.timeouts());
        }
        line.append(i.warmup() ? " (warm-up)" : "").append(" | ").append(clock(elapsed)).append(" elapsed, ")
                .append(clock(Math.max(0, warmupSeconds + durationSeconds - elapsed))).append(" left");
        out.println(line);
        if (paced) {
            out.printf(Locale.ROOT, "[ %ss ] queue length: %d%n", SysbenchText.at(i.elapsedSeconds(), i.durationSeconds()), i.queueLength());
        }
    }

    @Override
    public void onOutageStart(Instant firstFailure, String instanceBefore) {
        if (quiet) {
            return;
        }
        if (lastWindow != null && firstFailure.toEpochMilli() - lastWindow.recovered().toEpochMilli() <= gapMillis) {
            lastWindow = null;
            return;
        }
        if (lastWindow != null) {
            episodeOver();
        }
        episodeStart = firstFailure;
        episodeInstance = instanceBefore;
        windows = 0;
        out.println("outage: the server went away at " + firstFailure + where(instanceBefore) + "; reconnecting");
    }

    @Override
    public void onOutageEnd(Outage w) {
        if (quiet) {
            return;
        }
        if (episodeStart == null) {
            episodeStart = w.firstFailure();
            episodeInstance = w.instanceBefore();
        }
        windows++;
        lastWindow = w;
    }

    private void episodeOver() {
        Outage w = lastWindow;
        double down = (w.recovered().toEpochMilli() - episodeStart.toEpochMilli()) / 1000.0;
        out.printf(Locale.ROOT, "outage over: back at %s after %.2f s%s%s%n", w.recovered(), down,
                windows > 1 ? " (" + windows + " windows)" : "",
                w.instanceAfter().isEmpty() || w.instanceAfter().equals(episodeInstance) ? "" : " on " + w.instanceAfter());
        lastWindow = null;
        episodeStart = null;
    }

    private static String where(String instance) {
        return instance.isEmpty() ? "" : " (" + instance + ")";
    }

    /** {@code 1:02:03}: hours are what a long run is counted in. */
    static String clock(double seconds) {
        long s = Math.round(seconds);
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
}
