package dev.dbbench.runner.spec;

import java.util.List;

/**
 * How long and how hard each run or step goes, as given (durations as text: {@code 10}, {@code 90s}, {@code 500ms}).
 *
 * @param time           measured time per run or step; {@code 0} to run until {@code events}
 * @param warmup         the least warm-up, excluded from results; {@code 0} for none
 * @param warmupMax      the longest warm-up; null for the default
 * @param events         measured events after which to stop; null for no limit
 * @param rate           a fixed arrival rate in events per second over all threads; 0 for unlimited
 * @param reportInterval the length of each interval
 * @param percentile     the latency percentile of the live line and final block
 * @param ignoreErrors   error codes counted and ignored; null for the target's defaults
 * @param psMode         {@code auto} or {@code disable}
 * @param workerThreads  {@code auto}, {@code platform} or {@code virtual}
 * @param client         {@code auto}, {@code jdbc} or {@code wire}
 * @param eventLoops     the wire client's event loops; null for its default
 */
public record MeasureSpec(String time, String warmup, String warmupMax, Long events, double rate, String reportInterval,
                      double percentile, List<String> ignoreErrors, String psMode, String workerThreads, String client,
                      Integer eventLoops) {
    public MeasureSpec {
        ignoreErrors = ignoreErrors == null ? null : List.copyOf(ignoreErrors);
    }

    /** The command line's defaults: 10 s measured after 10 s of warm-up, one-second intervals, p95. */
    public static MeasureSpec defaults() {
        return new MeasureSpec("10s", "10s", null, null, 0, "1s", 95, null, "auto", "auto", "auto", null);
    }

    /** This with {@code time} measured and {@code warmup} of warm-up. */
    public MeasureSpec withTimes(String time, String warmup) {
        return new MeasureSpec(time, warmup, warmupMax, events, rate, reportInterval, percentile, ignoreErrors, psMode, workerThreads,
                client, eventLoops);
    }

    /** This with intervals of {@code reportInterval}. */
    public MeasureSpec withReportInterval(String reportInterval) {
        return new MeasureSpec(time, warmup, warmupMax, events, rate, reportInterval, percentile, ignoreErrors, psMode, workerThreads,
                client, eventLoops);
    }
}
