package dev.dbbench.engine;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Running totals summed over all workers at one moment; intervals are differences of two of these. */
record Totals(long events, long reads, long writes, long other, long emptyReads, long errors, long ignored, long reconnects,
              long timeouts, Map<String, Long> errorsByCode) {

    static final Totals ZERO = new Totals(0, 0, 0, 0, 0, 0, 0, 0, 0, Map.of());

    static Totals of(List<WorkerStats> workers) {
        long ev = 0, r = 0, w = 0, o = 0, e = 0, err = 0, ign = 0, rc = 0, to = 0;
        Map<String, Long> codes = new HashMap<>();
        long[] q = new long[QueryCounter.SNAPSHOT_SIZE];
        for (WorkerStats s : workers) {
            s.queries.snapshot(q);
            r += q[0];
            w += q[1];
            o += q[2];
            e += q[3];
            ev += q[4];
            err += s.count(WorkerStats.ERRORS);
            ign += s.count(WorkerStats.IGNORED);
            rc += s.count(WorkerStats.RECONNECTS);
            to += s.count(WorkerStats.TIMEOUTS);
            s.errorsByCode().forEach((code, n) -> codes.merge(code, n.sum(), Long::sum));
        }
        return new Totals(ev, r, w, o, e, err, ign, rc, to, codes);
    }

    Totals minus(Totals before) {
        Map<String, Long> codes = new HashMap<>();
        errorsByCode.forEach((code, n) -> {
            long d = n - before.errorsByCode.getOrDefault(code, 0L);
            if (d > 0) {
                codes.put(code, d);
            }
        });
        return new Totals(events - before.events, reads - before.reads, writes - before.writes, other - before.other,
                emptyReads - before.emptyReads, errors - before.errors, ignored - before.ignored,
                reconnects - before.reconnects, timeouts - before.timeouts, codes);
    }

    Totals plus(Totals more) {
        Map<String, Long> codes = new HashMap<>(errorsByCode);
        more.errorsByCode.forEach((code, n) -> codes.merge(code, n, Long::sum));
        return new Totals(events + more.events, reads + more.reads, writes + more.writes, other + more.other,
                emptyReads + more.emptyReads, errors + more.errors, ignored + more.ignored,
                reconnects + more.reconnects, timeouts + more.timeouts, codes);
    }

    long queries() {
        return reads + writes + other;
    }
}
