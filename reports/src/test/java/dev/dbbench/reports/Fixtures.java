package dev.dbbench.reports;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.sweep.SweepAnalysis;
import dev.dbbench.testing.Steps;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A hand-built sweep: targets {@code mysql} and {@code oceanbase}, 8/16/32 threads, 2 repeats.
 * mysql's QPS is 100*threads on repeat 1 and 100*threads+20 on repeat 2 (median 100*threads+10);
 * oceanbase's is 150*threads and 150*threads+40 (median 150*threads+20). Latencies follow the same
 * pattern so every median is predictable.
 */
public final class Fixtures {
    public static final String HOSTILE = "<script>alert('x')</script>";
    public static final int[] THREADS = {8, 16, 32};

    private Fixtures() {
    }

    public static RunResult sweep() {
        List<StepResult> steps = new ArrayList<>();
        for (int repeat = 1; repeat <= 2; repeat++) {
            for (int n : THREADS) {
                int second = repeat - 1;
                steps.add(step("mysql", n, repeat, 100.0 * n + 20 * second, n + 2 * second));
                steps.add(step("oceanbase", n, repeat, 150.0 * n + 40 * second, 2.0 * n + 4 * second));
            }
        }
        // A section of another dbbench's, shown as result.json holds it.
        RunSummary summary = RunSummary.EMPTY.withOthers(Map.of("sweep", Map.of("peak", Map.of("target", "oceanbase", "threads", 32,
                "qps", 4820.0), "knee", List.of(16, 32))));
        return new RunResult(new ToolInfo("dbbench", "0.1.0-test"), "sweep", RunStatus.OK,
                Instant.parse("2025-05-01T10:00:00Z"), Instant.parse("2025-05-01T10:42:07.250Z"),
                target("mysql", Map.of("innodb_flush_log_at_trx_commit", "1", "sync_binlog", "1")),
                List.of(target("mysql", Map.of("innodb_flush_log_at_trx_commit", "1", "sync_binlog", "1")),
                        target("oceanbase", Map.of("innodb_flush_log_at_trx_commit", "1", "ob_log_level", HOSTILE))),
                new WorkloadInfo("oltp_read_write", Map.of("tables", "10", "table-size", "10000",
                        "rand-type", "uniform", "skip-trx", "on", "point-selects", "10")),
                Map.of("ps-mode", "disable", "rand-type", "uniform", "percentile", "99"),
                steps, summary);
    }

    /** {@code r} as read from its result.json, where keys prefixed by a target's name are that target's own settings. */
    public static RunResult asRead(RunResult r) {
        return ResultJson.read(new java.io.StringReader(ResultJson.toJson(r)), "test");
    }

    /** The summary a sweep of {@code steps} records: per target and thread count, and each target's saturation. */
    public static RunSummary sweepSummary(List<StepResult> steps) {
        return SweepAnalysis.summarise(RunSummary.EMPTY, steps, List.of());
    }

    /** A step whose QPS is {@code qps}, TPS qps/20 and latencies derived from {@code latency} ms. */
    public static StepResult step(String target, int threads, int repeat, double qps, double latency) {
        double secs = 60;
        long tx = Math.round(qps / 20 * secs);
        LatencyMs lat = new LatencyMs(latency / 4, latency, latency * 0.9, latency * 1.2, latency * 1.5,
                latency * 2, latency * 3, latency * 10);
        return Steps.oltp(target, threads, tx, secs).repeat(repeat).tps(qps / 20).qps(qps).latencyMs(lat).build();
    }

    public static TargetInfo target(String name, Map<String, String> settings) {
        return new TargetInfo(name, name, "jdbc:" + name + "://127.0.0.1/dbbench", "built-in",
                new ServerInfo(name.equals("mysql") ? "MariaDB" : "OceanBase", "10.11.6", settings));
    }

    /** Intervals of one step: {@code count} intervals of one second each. */
    public static List<IntervalResult> intervals(String target, int threads, int count) {
        List<IntervalResult> out = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            out.add(new IntervalResult(target, threads, 1, 1, i, i <= 2, 1_700_000_000_000L + i * 1000L, i, 1.0,
                    100 + i, 1400, 400, 200, 0, 0, 0, 0, Map.of(), 0, 0, 100 + i, 2000 + i,
                    new LatencyMs(1, 2, 2, 3, 4 + i % 7, 5, 6, 9), "node-1"));
        }
        return out;
    }
}
