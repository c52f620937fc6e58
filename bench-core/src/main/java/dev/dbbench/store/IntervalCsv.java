package dev.dbbench.store;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The columns of {@code intervals.csv} and the conversion of one interval to and from a row. One
 * definition serves the writer and the reader, so a killed run's file always parses back. Columns are only ever
 * added at the end, and rows of files written before a column existed read as not having measured it.
 */
public final class IntervalCsv {
    public static final String HEADER = "target,threads,repeat,iteration,index,warmup,epoch_ms,elapsed_s,duration_s,"
            + "transactions,reads,writes,other,empty_reads,errors,ignored_errors,timeouts,reconnects,queue,tps,qps,"
            + "lat_min_ms,lat_avg_ms,lat_p50_ms,lat_p90_ms,lat_p95_ms,lat_p99_ms,lat_p999_ms,lat_max_ms,instance,errors_by_code,late,"
            + "client_cpu_pct,machine_cpu_pct,operations,workers,endpoint_transactions,lag_ms,server_lag_s,ryw_misses,run_id,step_started";
    /** Fields of a row written before the late flag was recorded. */
    private static final int FIELDS_WITHOUT_LATE = 31;
    /** Fields of a row written before the client's CPU was recorded. */
    private static final int FIELDS_WITHOUT_CPU = 32;
    /** Fields of a row written before the events per kind were recorded. */
    private static final int FIELDS_WITHOUT_OPERATIONS = 34;
    /** Fields of a row written before the workers of the interval were recorded. */
    private static final int FIELDS_WITHOUT_WORKERS = 35;
    /** Fields of a row written before a target's endpoints were recorded. */
    private static final int FIELDS_WITHOUT_ENDPOINTS = 36;
    /** Fields of a row written before the run's id and the step's start were recorded. */
    private static final int FIELDS_WITHOUT_RUN = 40;
    private static final int FIELDS = 42;

    private IntervalCsv() {
    }

    /**
     * The row of {@code i}, ending with what names it among the rows of many runs' files: the run's id and when its
     * step began (ISO-8601 UTC), which the reader leaves to those who concatenate files.
     */
    public static String row(IntervalResult i, String runId, Instant stepStarted) {
        return row(i) + ',' + quote(runId) + ',' + stepStarted;
    }

    /** The row of {@code i} without the columns that name its run and step. */
    public static String row(IntervalResult i) {
        LatencyMs l = i.latencyMs();
        StringBuilder b = new StringBuilder(256);
        b.append(quote(i.target())).append(',').append(i.threads()).append(',').append(i.repeat()).append(',')
                .append(i.iteration()).append(',').append(i.index()).append(',').append(i.warmup()).append(',')
                .append(i.epochMillis()).append(',').append(i.elapsedSeconds()).append(',').append(i.durationSeconds()).append(',')
                .append(i.transactions()).append(',').append(i.reads()).append(',').append(i.writes()).append(',')
                .append(i.other()).append(',').append(i.emptyReads()).append(',').append(i.errors()).append(',')
                .append(i.ignoredErrors()).append(',').append(i.timeouts()).append(',').append(i.reconnects()).append(',')
                .append(i.queueLength()).append(',').append(i.tps()).append(',').append(i.qps()).append(',')
                .append(l.min()).append(',').append(l.avg()).append(',').append(l.p50()).append(',').append(l.p90()).append(',')
                .append(l.p95()).append(',').append(l.p99()).append(',').append(l.p999()).append(',').append(l.max()).append(',')
                .append(quote(i.instance())).append(',').append(quote(codes(i.errorsByCode()))).append(',').append(i.late())
                .append(',').append(pct(i.clientCpuPct())).append(',').append(pct(i.machineCpuPct()))
                .append(',').append(quote(codes(i.operations()))).append(',').append(i.workers());
        EndpointColumns.append(b, i.endpoints());
        return b.toString();
    }

    /**
     * Parses a row; one written before the {@code late} column existed closed on time, and one written before the
     * CPU columns existed has an unknown client load (-1); one written before {@code operations} existed has no events
     * per kind; one written before {@code workers} existed was run by all of its step's threads.
     */
    public static IntervalResult parse(String line) {
        List<String> f = split(line);
        if (f.size() != FIELDS && f.size() != FIELDS_WITHOUT_RUN && f.size() != FIELDS_WITHOUT_ENDPOINTS && f.size() != FIELDS_WITHOUT_WORKERS
                && f.size() != FIELDS_WITHOUT_OPERATIONS
                && f.size() != FIELDS_WITHOUT_CPU && f.size() != FIELDS_WITHOUT_LATE) {
            throw new IllegalArgumentException("expected " + FIELDS + " fields, found " + f.size());
        }
        boolean cpu = f.size() >= FIELDS_WITHOUT_OPERATIONS;
        LatencyMs l = new LatencyMs(d(f, 21), d(f, 22), d(f, 23), d(f, 24), d(f, 25), d(f, 26), d(f, 27), d(f, 28));
        return new IntervalResult(f.get(0), i(f, 1), i(f, 2), i(f, 3), i(f, 4), Boolean.parseBoolean(f.get(5)), n(f, 6),
                d(f, 7), d(f, 8), n(f, 9), n(f, 10), n(f, 11), n(f, 12), n(f, 13), n(f, 14), n(f, 15), n(f, 16),
                parseCodes(f.get(30)), n(f, 17), n(f, 18), d(f, 19), d(f, 20), l, f.get(29),
                f.size() > FIELDS_WITHOUT_LATE && Boolean.parseBoolean(f.get(31)), cpu ? pct(f, 32) : -1, cpu ? pct(f, 33) : -1,
                f.size() >= FIELDS_WITHOUT_WORKERS ? parseCodes(f.get(34)) : Map.of(),
                f.size() >= FIELDS_WITHOUT_ENDPOINTS ? i(f, 35) : i(f, 1), f.size() >= FIELDS_WITHOUT_RUN ? EndpointColumns.parse(f.subList(36, 40), d(f, 8)) : Map.of());
    }

    /** A load in percent, empty when unknown. */
    private static String pct(double v) {
        return v < 0 ? "" : Double.toString(v);
    }

    private static double pct(List<String> f, int k) {
        return f.get(k).isEmpty() ? -1 : d(f, k);
    }

    private static String codes(Map<String, Long> byCode) {
        StringBuilder b = new StringBuilder();
        new TreeMap<>(byCode).forEach((k, v) -> b.append(b.length() == 0 ? "" : ";").append(k).append('=').append(v));
        return b.toString();
    }

    private static Map<String, Long> parseCodes(String text) {
        Map<String, Long> out = new TreeMap<>();
        if (!text.isEmpty()) {
            for (String part : text.split(";")) {
                int eq = part.lastIndexOf('=');
                out.put(part.substring(0, eq), Long.parseLong(part.substring(eq + 1)));
            }
        }
        return out;
    }

    private static String quote(String s) {
        return CsvLines.field(s);
    }

    private static List<String> split(String line) {
        return CsvLines.fields(line);
    }

    private static int i(List<String> f, int k) {
        return Integer.parseInt(f.get(k));
    }

    private static long n(List<String> f, int k) {
        return Long.parseLong(f.get(k));
    }

    private static double d(List<String> f, int k) {
        return Double.parseDouble(f.get(k));
    }
}
