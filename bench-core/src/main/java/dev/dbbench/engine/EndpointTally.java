package dev.dbbench.engine;

import dev.dbbench.replica.LagTrack;
import dev.dbbench.result.EndpointInterval;
import dev.dbbench.result.EndpointStats;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.Outage;
import dev.dbbench.result.ReplicaLag;
import dev.dbbench.result.StepResult;
import dev.dbbench.stats.Percentiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The numbers of each endpoint of a target with readers, interval by interval and over the step: events and
 * latencies per endpoint (from the latency histograms the workers keep apart per endpoint), each reader's lag (from
 * its {@link LagTrack}) and read-your-writes checks. Interval thread only.
 */
final class EndpointTally {
    /** A target without readers: one endpoint, nothing kept apart, no numbers of its own in any result. */
    static final EndpointTally NONE = new EndpointTally(Readers.NONE, List.of());
    private final Readers readers;
    private final List<String> names;
    private final List<LagTrack> tracks;
    private final Histogram[] stepLag;
    private final double[] serverMax;
    private final long[] rywChecks;
    private final long[] rywMisses;
    private long[][] lastRyw = new long[0][];
    /** Per measured interval: its start and end (epoch ms), then each endpoint's events in it. */
    private final List<long[]> measured = new ArrayList<>();

    /** @param tracks the readers' lag samples, in the readers' order; empty when the lag is not measured */
    EndpointTally(Readers readers, List<LagTrack> tracks) {
        this.readers = readers;
        this.names = readers.endpoints();
        this.tracks = List.copyOf(tracks);
        this.stepLag = new Histogram[readers.count()];
        this.serverMax = new double[readers.count()];
        for (int r = 0; r < stepLag.length; r++) {
            stepLag[r] = LagTrack.newHistogram();
            serverMax[r] = -1;
        }
        this.rywChecks = new long[readers.count()];
        this.rywMisses = new long[readers.count()];
    }

    /** How many endpoints the workers' latencies are kept apart for. */
    int count() {
        return names.size();
    }

    /** One interval's endpoints, from its latencies per kind and endpoint; empty for a target without readers. */
    Map<String, EndpointInterval> interval(Histogram[] byOperation, int kinds, double seconds, boolean warmup,
                                           List<WorkerStats> workers, long endMillis) {
        if (!readers.any()) {
            return Map.of();
        }
        long[] ryw = rywDelta(workers, warmup);
        Map<String, EndpointInterval> out = new LinkedHashMap<>();
        long[] row = new long[2 + names.size()];
        row[0] = endMillis - Math.round(seconds * 1000);
        row[1] = endMillis;
        for (int e = 0; e < names.size(); e++) {
            long n = 0;
            for (int op = 0; op < kinds; op++) {
                n += byOperation[e * kinds + op].getTotalCount();
            }
            row[2 + e] = n;
            if (e == 0) {
                out.put(names.get(0), new EndpointInterval("writer", n, StepResult.perSecond(n, seconds), -1, -1, 0, 0));
            }
        }
        for (int r = 0; r < readers.count(); r++) {
            long n = readers.route() ? row[3 + r] : 0;
            double lag = -1;
            double server = -1;
            if (r < tracks.size()) {
                Histogram taken = tracks.get(r).take();
                lag = taken.getTotalCount() == 0 ? -1 : taken.getMaxValue() / 1000.0;
                server = tracks.get(r).reportedSeconds();
                if (!warmup) {
                    stepLag[r].add(taken);
                    serverMax[r] = Math.max(serverMax[r], server);
                }
            }
            out.put(readers.readers().get(r).name(), new EndpointInterval("reader", n, StepResult.perSecond(n, seconds), lag, server,
                    ryw[2 * r], ryw[2 * r + 1]));
        }
        if (!warmup) {
            measured.add(row);
        }
        return out;
    }

    /** Each reader's read-your-writes checks and misses since the last interval, added to the step's when measured. */
    private long[] rywDelta(List<WorkerStats> workers, boolean warmup) {
        if (lastRyw.length != workers.size()) {
            lastRyw = new long[workers.size()][2];
        }
        long[] out = new long[2 * readers.count()];
        for (int w = 0; w < workers.size(); w++) {
            int r = readers.of(w);
            long checks = workers.get(w).count(WorkerStats.RYW_CHECKS);
            long misses = workers.get(w).count(WorkerStats.RYW_MISSES);
            out[2 * r] += checks - lastRyw[w][0];
            out[2 * r + 1] += misses - lastRyw[w][1];
            lastRyw[w][0] = checks;
            lastRyw[w][1] = misses;
        }
        if (!warmup) {
            for (int r = 0; r < readers.count(); r++) {
                rywChecks[r] += out[2 * r];
                rywMisses[r] += out[2 * r + 1];
            }
        }
        return out;
    }

    /** The step's endpoints; empty for a target without readers. */
    Map<String, EndpointStats> step(Histogram[] byOperation, int kinds, double seconds, Step step) {
        if (!readers.any()) {
            return Map.of();
        }
        Map<String, EndpointStats> out = new LinkedHashMap<>();
        for (int e = 0; e < names.size(); e++) {
            Histogram all = WorkerStats.newHistogram();
            for (int op = 0; op < kinds; op++) {
                all.add(byOperation[e * kinds + op]);
            }
            long n = all.getTotalCount();
            LatencyMs latency = n == 0 ? LatencyMs.empty() : Percentiles.of(all);
            if (e == 0) {
                out.put(names.get(0), new EndpointStats("writer", n, StepResult.perSecond(n, seconds), latency, null, 0, 0,
                        List.of(), 0));
            } else {
                int r = e - 1;
                out.put(names.get(e), reader(r, n, seconds, latency, step));
            }
        }
        for (int r = 0; r < readers.count(); r++) {
            out.putIfAbsent(readers.readers().get(r).name(), reader(r, 0, seconds, LatencyMs.empty(), step));
        }
        return out;
    }

    private EndpointStats reader(int r, long n, double seconds, LatencyMs latency, Step step) {
        Histogram lag = stepLag[r];
        ReplicaLag summary = r >= tracks.size() ? null : new ReplicaLag(lag.getTotalCount(), ms(lag.getValueAtPercentile(50)),
                ms(lag.getValueAtPercentile(99)), ms(lag.getMaxValue()), serverMax[r]);
        long during = readers.route() ? duringWriterDown(2 + 1 + r, step.outages().windows()) : 0;
        return new EndpointStats("reader", n, StepResult.perSecond(n, seconds), latency, summary, rywChecks[r], rywMisses[r],
                step.readerOutages(r).windows(), during);
    }

    /** Events of column {@code column} in measured intervals that overlap one of the writer's outages. */
    private long duringWriterDown(int column, List<Outage> outages) {
        long n = 0;
        for (long[] row : measured) {
            for (Outage o : outages) {
                if (row[0] < o.recovered().toEpochMilli() && row[1] > o.firstFailure().toEpochMilli()) {
                    n += row[column];
                    break;
                }
            }
        }
        return n;
    }

    private static double ms(long micros) {
        return Math.round(micros / 10.0) / 100.0;
    }
}
