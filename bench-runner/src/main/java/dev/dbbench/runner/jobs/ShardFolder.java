package dev.dbbench.runner.jobs;

import dev.dbbench.merge.ShardLog;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.ShardSummary;
import dev.dbbench.spi.UsageException;
import dev.dbbench.store.IntervalFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One shard's results folder as {@code merge} reads it: the result as {@code report} would rebuild it, its interval
 * files, and how its part ended, a killed shard's included.
 *
 * @param killed whether the shard's process died without writing its final result
 */
record ShardFolder(Path dir, RunResult result, ShardLog log, ShardSummary shard, boolean killed) {

    static ShardFolder read(Path dir, PrintStream err) throws IOException {
        if (!Files.exists(dir.resolve(IntervalFiles.CSV)) || !Files.exists(dir.resolve(ResultJson.FILE_NAME))) {
            throw new UsageException(dir + " is not a shard's results folder (no " + IntervalFiles.CSV + " and " + ResultJson.FILE_NAME
                    + "); give the folders that run, sweep or stability wrote with --shard");
        }
        boolean killed = ResultJson.read(dir).status().is(RunStatus.Kind.RUNNING);
        RunResult result = Rebuild.folder(dir, err);
        List<ShardSummary> own = result.summary().shards().orElse(List.of());
        if (result.manifest().get("shard.run-id") == null || own.size() != 1) {
            throw new UsageException(dir + " holds the result of a run on one client, not of a shard; "
                    + "give only folders written with --shard");
        }
        ShardLog log = ShardLog.read(own.get(0).index(), dir);
        return new ShardFolder(dir, result, log, summary(own.get(0), log, result, killed), killed);
    }

    /** The shard as the merged result shows it: its CPU and intervals from its files, and how far a killed one got. */
    private static ShardSummary summary(ShardSummary recorded, ShardLog log, RunResult result, boolean killed) {
        List<IntervalResult> measured = log.intervals().stream().filter(i -> !i.warmup()).toList();
        double cpu = measured.stream().mapToDouble(IntervalResult::clientCpuPct).filter(v -> v >= 0).average().orElse(-1);
        String status = result.status().text();
        if (killed) {
            status = measured.isEmpty() ? "killed before its first measured interval"
                    : "killed after " + measured.size() + " measured intervals (the last: " + measured.get(measured.size() - 1).threads()
                    + " threads, interval " + measured.get(measured.size() - 1).index() + ")";
        }
        return new ShardSummary(recorded.index(), recorded.host(), recorded.clockOffsetMs(), recorded.clockErrorMs(),
                Math.round(cpu * 10) / 10.0, measured.size(), status);
    }

    int index() {
        return shard.index();
    }

    String runId() {
        return result.manifest().get("shard.run-id");
    }

    int count() {
        return Integer.parseInt(result.manifest().getOrDefault("shard.count", "0"));
    }
}
