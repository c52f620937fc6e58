package dev.dbbench.reports;

import dev.dbbench.result.EndpointStats;
import dev.dbbench.result.ReplicaLag;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The table of a target's writer and readers, step by step: where the events ran, at what rate and latency, each
 * reader's replica lag, the reads that missed their worker's last write, and what the readers served while the writer
 * was down. Absent when no target had readers.
 */
public final class ReplicaTables {
    private ReplicaTables() {
    }

    public static Optional<Table> endpoints(RunResult r) {
        List<List<String>> rows = new ArrayList<>();
        boolean ryw = false;
        for (StepResult st : r.steps()) {
            for (Map.Entry<String, EndpointStats> e : st.endpoints().entrySet()) {
                EndpointStats s = e.getValue();
                ryw |= s.rywChecks() > 0;
                ReplicaLag lag = s.lag();
                List<String> row = new ArrayList<>(List.of(st.target(), Integer.toString(st.threads()), e.getKey(), s.role(),
                        Fmt.two(s.tps()), s.transactions() == 0 ? Fmt.ABSENT : Fmt.two(s.latencyMs().p95()),
                        lag == null ? Fmt.ABSENT : Fmt.two(lag.medianMs()), lag == null ? Fmt.ABSENT : Fmt.two(lag.p99Ms()),
                        lag == null ? Fmt.ABSENT : Fmt.two(lag.maxMs()),
                        lag == null || lag.serverMaxS() < 0 ? Fmt.ABSENT : Fmt.two(lag.serverMaxS()),
                        s.rywChecks() == 0 ? Fmt.ABSENT : Fmt.percent(s.rywMisses(), s.rywChecks()),
                        s.role().equals("writer") ? Fmt.ABSENT : Long.toString(s.duringWriterDown()),
                        s.role().equals("writer") ? Integer.toString(st.outages().size()) : Integer.toString(s.outages().size())));
                rows.add(row);
            }
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<String> notes = new ArrayList<>(List.of("Lag is dbbench's heartbeat, sampled ten times a second on each reader: the"
                + " time since the writer committed the first heartbeat the reader had not applied. The reported lag is the"
                + " reader's own (Seconds_Behind_Master, pg_last_xact_replay_timestamp, aurora_replica_status), in seconds.",
                "Served while the writer was down: events the reader completed in intervals that overlap an outage of the writer."));
        if (ryw) {
            notes.add("Read-your-writes misses: reads on a reader that did not yet show the row their worker last wrote on the"
                    + " writer.");
        }
        return Optional.of(new Table("Writer and readers", List.of("target", "threads", "endpoint", "role", "TPS",
                "p95 (ms)", "lag p50 (ms)", "lag p99 (ms)", "lag max (ms)", "reported lag max (s)", "read-your-writes misses",
                "served while the writer was down", "outages"), rows, notes));
    }
}
