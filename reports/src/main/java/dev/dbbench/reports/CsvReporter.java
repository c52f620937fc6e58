package dev.dbbench.reports;

import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.store.CsvLines;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Objects;

/**
 * {@code steps.csv}: one row per measured step (target, threads, repeat, iteration), RFC 4180 quoting,
 * rates per second, latencies in milliseconds, durations in seconds. For spreadsheets and scripts. The columns of
 * {@link #HEADER}, then those of the targets' tags, price and CPU probe where the result has them ({@link TargetColumns}), then the metrics the
 * workload declares ({@link MetricColumns}), then each transaction's where the workload has several ({@link OperationColumns}), then the
 * run's own ({@link RunColumns}) and last when the step began ({@code step_started}), which tell the rows of
 * concatenated files apart.
 */
public final class CsvReporter implements TextReporter {
    /** The column names, in order. */
    public static final List<String> HEADER = List.of(
            "target", "threads", "repeat", "iteration", "status", "duration_s",
            "transactions", "queries", "tps", "qps", "reads_per_s", "writes_per_s",
            "reads", "writes", "other", "empty_reads", "errors", "ignored_errors", "reconnects",
            "lat_min_ms", "lat_avg_ms", "lat_p50_ms", "lat_p90_ms", "lat_p95_ms", "lat_p99_ms", "lat_p999_ms",
            "lat_max_ms");

    @Override
    public String format() {
        return "csv";
    }

    @Override
    public String fileName() {
        return "steps.csv";
    }

    @Override
    public String description() {
        return "one CSV row per step with throughput, counts and latency percentiles (steps.csv)";
    }

    @Override
    public void write(ReportInput input, Writer out) throws IOException {
        RunResult result = input.result();
        TargetColumns targets = new TargetColumns(result);
        MetricColumns metrics = new MetricColumns(result, true);
        OperationColumns operations = new OperationColumns(result);
        RunColumns run = new RunColumns(result);
        writeRow(out, concat(concat(concat(concat(concat(HEADER, targets.header()), metrics.header()), operations.header()), RunColumns.HEADER), List.of("step_started")));
        for (StepResult s : result.steps()) {
            writeRow(out, concat(concat(concat(concat(concat(row(s), targets.cells(s)), metrics.cells(s)), operations.cells(s)), run.cells()),
                    List.of(RunColumns.stepStarted(s.startedAt()))));
        }
        out.flush();
    }

    private static List<String> row(StepResult s) {
        LatencyMs l = s.latencyMs();
        return List.of(Objects.toString(s.target(), ""), Integer.toString(s.threads()), Integer.toString(s.repeat()),
                Integer.toString(s.iteration()), Objects.toString(s.status(), ""), Fmt.plain(s.durationSeconds()),
                Long.toString(s.transactions()), Long.toString(s.queries()), Fmt.plain(s.tps()), Fmt.plain(s.qps()),
                Fmt.plain(s.readsPerSecond()), Fmt.plain(s.writesPerSecond()),
                Long.toString(s.reads()), Long.toString(s.writes()), Long.toString(s.other()),
                Long.toString(s.emptyReads()), Long.toString(s.errors()), Long.toString(s.ignoredErrors()),
                Long.toString(s.reconnects()),
                Fmt.plain(l.min()), Fmt.plain(l.avg()), Fmt.plain(l.p50()), Fmt.plain(l.p90()), Fmt.plain(l.p95()),
                Fmt.plain(l.p99()), Fmt.plain(l.p999()), Fmt.plain(l.max()));
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return b.isEmpty() ? a : java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }

    private static void writeRow(Writer out, List<String> cells) throws IOException {
        out.write(CsvLines.line(cells));
        out.write("\r\n");
    }
}
