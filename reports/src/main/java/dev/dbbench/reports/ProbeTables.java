package dev.dbbench.reports;

import dev.dbbench.result.ProbeResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.TargetInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The server CPU probe of each target side by side: its rate (median of the runs) and the spread of the runs. Present
 * only when a target of the result ran the probe, so that results without one look as they did.
 */
public final class ProbeTables {
    /** How to read a probe beside a sweep, as every format says it. */
    public static final String READING = "It measures one core of the server as its SQL engine uses it, not the whole machine: with equal TPS,"
            + " the target with the lower probe has the faster engine.";

    private ProbeTables() {
    }

    public static Optional<Table> of(RunResult r) {
        List<TargetInfo> probed = r.targets().stream().filter(t -> t.probe().isPresent()).toList();
        if (probed.isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> rows = new ArrayList<>();
        for (TargetInfo t : r.targets()) {
            rows.add(t.probe().map(p -> List.of(HeaderTables.text(t.name()), Fmt.two(p.median()), Fmt.two(p.min()), Fmt.two(p.max()),
                    String.format(Locale.ROOT, "%.1f%%", p.spreadPercent()), p.perSecond().size() + " x " + p.iterationsPerRun()))
                    .orElse(List.of(HeaderTables.text(t.name()), Fmt.ABSENT, Fmt.ABSENT, Fmt.ABSENT, Fmt.ABSENT, Fmt.ABSENT)));
        }
        ProbeResult first = probed.get(0).probe().orElseThrow();
        List<String> notes = new ArrayList<>();
        notes.add("One session ran the same CPU-bound SQL query on each server (" + first.name() + "), its answer checked to be the"
                + " same everywhere: " + first.warmupIterations() + " iterations to warm up, then the runs; iterations/s is the median"
                + " of the runs, min and max their spread. " + READING);
        if (probed.size() < r.targets().size()) {
            notes.add(Fmt.ABSENT + " means the target ran no probe, or its server answered wrongly and got no rate.");
        }
        if (probed.stream().map(t -> t.probe().orElseThrow().name()).distinct().count() > 1) {
            notes.add("The targets ran different probes, whose rates do not compare.");
        }
        return Optional.of(new Table("Server CPU probe", List.of("target", "iterations/s", "min", "max", "spread", "runs x iterations"),
                rows, notes));
    }
}
