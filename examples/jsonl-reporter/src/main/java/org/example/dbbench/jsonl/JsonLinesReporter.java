package org.example.dbbench.jsonl;

import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.ReportOutput;
import dev.dbbench.spi.report.Reporter;
import java.io.IOException;
import java.io.Writer;
import java.util.Objects;

/**
 * {@code steps.jsonl}: one JSON object per line and per measured step, for log shippers (Filebeat, Fluent Bit,
 * Vector) and {@code jq}. Each line stands alone: it repeats the command, workload and start of the run, so a
 * shipper that reads lines one by one loses nothing. Rates are per second, latencies in milliseconds.
 */
public final class JsonLinesReporter implements Reporter {
    /** Immutable and thread-safe once built, as the contract asks of a reporter. */
    private static final ObjectWriter LINE = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build().writerFor(StepLine.class);

    @Override
    public String format() {
        return "jsonl";
    }

    @Override
    public String fileName() {
        return "steps.jsonl";
    }

    @Override
    public String description() {
        return "one JSON line per step, for log shippers (steps.jsonl)";
    }

    @Override
    public void write(ReportInput input, ReportOutput output) throws IOException {
        RunResult result = input.result();
        Writer out = output.document();
        for (StepResult s : result.steps()) {
            // Jackson escapes line breaks inside strings, so a target name can never split a line.
            out.write(LINE.writeValueAsString(StepLine.of(result, s)));
            out.write('\n');
        }
        out.flush();
    }

    /** One line; its components are the JSON keys in snake case ({@code duration_seconds}, {@code latency_ms}). */
    record StepLine(String command, String workload, String startedAt, String target, int threads, int repeat, int iteration,
                    String status, double durationSeconds, long transactions, long queries, double tps, double qps,
                    long errors, long ignoredErrors, long reconnects, LatencyMs latencyMs) {

        static StepLine of(RunResult run, StepResult s) {
            // A result rebuilt from interval files alone may know neither its workload nor its start.
            return new StepLine(run.command(), run.workload() == null ? null : run.workload().id(),
                    Objects.toString(run.startedAt(), null), s.target(), s.threads(),
                    s.repeat(), s.iteration(), s.status().text(), s.durationSeconds(), s.transactions(), s.queries(), s.tps(), s.qps(),
                    s.errors(), s.ignoredErrors(), s.reconnects(), s.latencyMs());
        }
    }
}
