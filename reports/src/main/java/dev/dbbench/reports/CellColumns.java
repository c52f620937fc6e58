package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.TpccNumbers;
import dev.dbbench.result.StepSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.ToDoubleFunction;

/**
 * The columns a row per target and thread count gains from what its target says of itself ({@link TargetColumns}, the
 * costs at the cell's TPS and QPS) and from TPC-C: a TPC-C cell's NOPM and tpmC, the mean over its repeats. Each group
 * is there only when some target or step has it.
 */
final class CellColumns {
    private final Summaries summaries;
    private final TargetColumns targets;
    private final boolean tpcc;

    CellColumns(RunResult result) {
        this.summaries = Summaries.of(result);
        this.targets = new TargetColumns(result);
        this.tpcc = result.steps().stream().anyMatch(s -> s.tpcc().isPresent());
    }

    List<String> header() {
        List<String> out = new ArrayList<>(targets.header());
        if (tpcc) {
            out.addAll(List.of("nopm", "tpmc"));
        }
        return out;
    }

    /** The cells of {@code cell}'s row, empty where its target lacks the value. */
    List<String> cells(StepSummary cell) {
        List<String> out = new ArrayList<>(targets.cells(cell.target(), cell.tps().value(), cell.qps().value()));
        if (tpcc) {
            Optional<StepGroup> g = summaries.group(cell.target(), cell.threads());
            out.add(mean(g, t -> t.nopmServer().orElse(t.nopmClient())));
            out.add(mean(g, TpccNumbers::tpmC));
        }
        return out;
    }

    private static String mean(Optional<StepGroup> g, ToDoubleFunction<TpccNumbers> f) {
        OptionalDouble v = g.map(x -> x.mean(s -> s.tpcc().map(f::applyAsDouble).orElse(Double.NaN))).orElse(OptionalDouble.empty());
        return v.isPresent() ? Fmt.plain(v.getAsDouble()) : "";
    }
}
