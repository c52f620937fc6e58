package dev.dbbench.spi.report;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyDistribution;
import dev.dbbench.result.RunResult;
import java.util.List;

/**
 * Everything a report can draw on: the result, and what its folder holds besides, when it has a folder.
 *
 * @param result    the result
 * @param intervals the reporting intervals of any step, in any order, warm-up included; empty without interval files
 *                  (a comparison)
 * @param latency   the latency distribution of each measured step whose histograms were logged
 */
public record ReportInput(RunResult result, List<IntervalResult> intervals, List<LatencyDistribution> latency) {

    /**
     * Copies the lists, so the input stays immutable.
     *
     * @param result    the result
     * @param intervals the reporting intervals of any step; never null
     * @param latency   the latency distribution of each measured step whose histograms were logged; never null
     */
    public ReportInput {
        intervals = List.copyOf(intervals);
        latency = List.copyOf(latency);
    }

    /**
     * A result alone: no intervals, no distributions.
     *
     * @param result the result
     * @return the input
     */
    public static ReportInput of(RunResult result) {
        return new ReportInput(result, List.of(), List.of());
    }
}
