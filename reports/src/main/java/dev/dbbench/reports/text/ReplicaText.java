package dev.dbbench.reports.text;

import dev.dbbench.result.StepResult;
import java.util.Locale;

/**
 * The final block's lines for a target with readers: each endpoint's rate and latency, each reader's replica lag and,
 * when checked, its reads that missed their worker's last write. Empty for a target without readers.
 */
final class ReplicaText {
    private ReplicaText() {
    }

    static String block(StepResult s) {
        if (s.endpoints().isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder("\nEndpoints:\n");
        s.endpoints().forEach((name, e) -> {
            b.append(String.format(Locale.ROOT, "    %-34s %.2f tps, p95 %.2f ms", name + " (" + e.role() + "):", e.tps(),
                    e.latencyMs().p95()));
            if (e.lag() != null) {
                b.append(String.format(Locale.ROOT, ", lag p50/p99/max %.2f/%.2f/%.2f ms", e.lag().medianMs(), e.lag().p99Ms(),
                        e.lag().maxMs()));
            }
            if (e.duringWriterDown() > 0) {
                b.append(String.format(Locale.ROOT, ", %d served while the writer was down", e.duringWriterDown()));
            }
            if (e.rywChecks() > 0) {
                b.append(String.format(Locale.ROOT, ", read-your-writes misses %.2f%%", e.rywMissRate() * 100));
            }
            b.append('\n');
        });
        return b.toString();
    }
}
