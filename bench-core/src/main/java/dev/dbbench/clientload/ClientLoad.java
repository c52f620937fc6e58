package dev.dbbench.clientload;

import dev.dbbench.result.ClientBottleneck;
import dev.dbbench.result.IntervalResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds the steps whose result may measure the client: the client process used most of its cores, or its CPU per query
 * rose from one thread count to the next while throughput stalled (the client spends itself on switching between its
 * own threads). Either way more client machines, or a bigger one, would give the server more work.
 */
public final class ClientLoad {
    /** Client CPU, in percent of its cores, above which the client may be what limits the run. */
    public static final double BUSY_PCT = 85;
    /** A rise of CPU per query that counts, when throughput grew less than {@link #STALL}. */
    static final double RISE = 1.25;
    static final double STALL = 1.05;
    /** Below this much CPU, a rise per query is the client idling less efficiently, not the client holding the run back. */
    static final double RISE_BUSY_PCT = 50;

    /** One step's load: its average CPU and CPU per query over its measured intervals. */
    record StepLoad(String target, int threads, int repeat, double cpuPct, double cpuPerQueryUs, double tps) {
    }

    private ClientLoad() {
    }

    /**
     * The steps of {@code intervals} (one client's) that may measure the client, each with its reason.
     *
     * @param cores the client's cores, which its CPU percentages are of
     */
    public static List<ClientBottleneck> find(List<IntervalResult> intervals, double cores) {
        List<ClientBottleneck> out = new ArrayList<>();
        Map<String, StepLoad> previous = new LinkedHashMap<>();
        for (StepLoad s : steps(intervals, cores)) {
            String key = s.target() + "/" + s.repeat();
            StepLoad before = previous.put(key, s);
            if (s.cpuPct() >= BUSY_PCT) {
                out.add(bottleneck(s, String.format(Locale.ROOT, "the client used %.0f %% of the %s cores it may use", s.cpuPct(),
                        cores == Math.rint(cores) ? Long.toString((long) cores) : Double.toString(cores))));
            } else if (before != null && s.threads() > before.threads() && s.cpuPct() >= RISE_BUSY_PCT && before.cpuPerQueryUs() > 0
                    && s.cpuPerQueryUs() >= before.cpuPerQueryUs() * RISE && s.tps() <= before.tps() * STALL) {
                out.add(bottleneck(s, String.format(Locale.ROOT, "the client's CPU per query rose %.0f %% from %d threads while "
                        + "throughput stalled", (s.cpuPerQueryUs() / before.cpuPerQueryUs() - 1) * 100, before.threads())));
            }
        }
        return out;
    }

    private static ClientBottleneck bottleneck(StepLoad s, String why) {
        return new ClientBottleneck(s.target(), s.threads(), s.repeat(), s.cpuPct(), s.cpuPerQueryUs(),
                "may measure the client, not the server: " + why + "; run more shards (--shard I/N on more client machines) or give the "
                        + "client more cores");
    }

    /** The steps' loads, in the order their intervals closed; steps whose CPU was not measured are left out. */
    static List<StepLoad> steps(List<IntervalResult> intervals, double cores) {
        Map<String, List<IntervalResult>> byStep = new LinkedHashMap<>();
        for (IntervalResult i : intervals) {
            if (!i.warmup() && i.clientCpuPct() >= 0) {
                byStep.computeIfAbsent(i.target() + "/" + i.threads() + "/" + i.repeat() + "/" + i.iteration(), k -> new ArrayList<>()).add(i);
            }
        }
        List<StepLoad> out = new ArrayList<>();
        byStep.values().forEach(list -> {
            double seconds = 0;
            double cpuSeconds = 0;
            long queries = 0;
            long events = 0;
            for (IntervalResult i : list) {
                seconds += i.durationSeconds();
                cpuSeconds += i.clientCpuPct() / 100 * cores * i.durationSeconds();
                queries += i.queries();
                events += i.transactions();
            }
            IntervalResult first = list.get(0);
            double cpuPct = seconds <= 0 ? 0 : Math.round(cpuSeconds / (cores * seconds) * 1000) / 10.0;
            double perQuery = queries == 0 ? 0 : Math.round(cpuSeconds / queries * 1e7) / 10.0;
            out.add(new StepLoad(first.target(), first.threads(), first.repeat(), cpuPct, perQuery, seconds <= 0 ? 0 : events / seconds));
        });
        return out;
    }
}
