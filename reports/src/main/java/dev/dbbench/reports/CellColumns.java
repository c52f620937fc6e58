package dev.dbbench.reports;

import dev.dbbench.result.CellComparison;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The columns a row per target and thread count gains from what its target says of itself ({@link TargetColumns}, the
 * costs at the cell's TPS and QPS) and from the rates the workload declares ({@link MetricColumns}), each the estimate
 * over its repeats with its 95 % interval. Each group is there only when some target or step has it.
 */
final class CellColumns {
    private final Summaries summaries;
    private final TargetColumns targets;
    private final MetricColumns metrics;

    CellColumns(RunResult result) {
        this.summaries = Summaries.of(result);
        this.targets = new TargetColumns(result);
        this.metrics = new MetricColumns(result, false);
    }

    List<String> header() {
        List<String> out = new ArrayList<>(targets.header());
        out.addAll(metrics.estimateHeader());
        return out;
    }

    /** The columns of each declared rate's comparison with the first target, as the measures have them. */
    List<String> comparisonHeader() {
        return metrics.comparisonHeader();
    }

    /** The cells under {@link #comparisonHeader()} from a cell's comparisons, empty where a rate was not compared. */
    List<String> comparisonCells(List<CellComparison> mine) {
        return metrics.comparisonCells(mine);
    }

    /** The cells of {@code cell}'s row, empty where its target lacks the value. */
    List<String> cells(StepSummary cell) {
        List<String> out = new ArrayList<>(targets.cells(cell.target(), cell.tps().value(), cell.qps().value()));
        Optional<StepGroup> g = summaries.group(cell.target(), cell.threads());
        out.addAll(metrics.cells(f -> g.map(x -> x.estimate(f))));
        return out;
    }
}
