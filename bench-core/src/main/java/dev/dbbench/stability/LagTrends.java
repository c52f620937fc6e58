package dev.dbbench.stability;

import dev.dbbench.result.EndpointInterval;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LagDrift;
import dev.dbbench.result.WindowStats;
import dev.dbbench.stats.Stats;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The lag drift of each reader of a stability run, judged like its throughput drift: from the mean lag of the first
 * analysis window at least half full to that of the last. A reader falls behind when that rose by more than the drift
 * threshold in percent and by more than {@value #FLOOR_MS} ms: a lag near zero moves by large percentages for nothing.
 */
final class LagTrends {
    /** The least rise of the mean lag, first window to last, that counts as falling behind. */
    static final double FLOOR_MS = 1000;

    private LagTrends() {
    }

    static List<LagDrift> of(List<IntervalResult> full, List<WindowStats> windows, double windowSeconds) {
        Set<String> readers = new LinkedHashSet<>();
        full.forEach(i -> i.endpoints().forEach((name, e) -> {
            if (e.role().equals("reader")) {
                readers.add(name);
            }
        }));
        List<WindowStats> comparable = windows.stream().filter(w -> w.toSeconds() - w.fromSeconds() >= windowSeconds / 2).toList();
        List<LagDrift> out = new ArrayList<>();
        for (String reader : readers) {
            List<double[]> samples = new ArrayList<>();
            for (IntervalResult i : full) {
                EndpointInterval e = i.endpoints().get(reader);
                if (e != null && e.lagMs() >= 0) {
                    samples.add(new double[] {(i.elapsedSeconds() - i.durationSeconds() / 2) / 3600.0, e.lagMs()});
                }
            }
            if (samples.size() < 2 || comparable.isEmpty()) {
                continue;
            }
            double trend = Stats.slope(samples.stream().mapToDouble(s -> s[0]).toArray(), samples.stream().mapToDouble(s -> s[1]).toArray());
            out.add(new LagDrift(reader, Series.round(trend, 2), mean(samples, comparable.get(0)),
                    mean(samples, comparable.get(comparable.size() - 1))));
        }
        return out;
    }

    private static double mean(List<double[]> samples, WindowStats w) {
        return Series.round(samples.stream().filter(s -> s[0] * 3600 >= w.fromSeconds() && s[0] * 3600 <= w.toSeconds())
                .mapToDouble(s -> s[1]).average().orElse(0), 2);
    }

    /** Why the run is unstable for each reader that fell behind; none when all kept up. */
    static List<String> reasons(List<LagDrift> drifts, double maxDriftPct) {
        List<String> out = new ArrayList<>();
        for (LagDrift d : drifts) {
            double rise = d.lastWindowMs() - d.firstWindowMs();
            if (rise > FLOOR_MS && rise > d.firstWindowMs() * maxDriftPct / 100) {
                out.add(String.format(Locale.ROOT, "reader %s fell behind: its mean replica lag rose from %.0f ms in the first"
                        + " window to %.0f ms in the last (more than %s%% and %.0f s)", d.reader(), d.firstWindowMs(),
                        d.lastWindowMs(), Series.round(maxDriftPct, 2), FLOOR_MS / 1000));
            }
        }
        return out;
    }
}
