package dev.dbbench.cli.options;

import dev.dbbench.runner.spec.ShardSpec;
import picocli.CommandLine.Option;

/**
 * Scale-out: this process as one shard of a run that several clients drive together. In a Kubernetes Indexed Job the
 * shard comes from {@code JOB_COMPLETION_INDEX} and {@code DBBENCH_SHARDS}, the run's name from {@code DBBENCH_RUN_ID}.
 */
public final class ShardOptions {
    @Option(names = "--shard", paramLabel = "I/N",
            description = "Run shard I (from 0) of N clients that share each step's threads; default: $JOB_COMPLETION_INDEX of $DBBENCH_SHARDS when set.")
    public String shard;

    @Option(names = "--run-id", paramLabel = "NAME", defaultValue = "${env:DBBENCH_RUN_ID}",
            description = "Name of the sharded run, the same on every shard and new for every run (default $DBBENCH_RUN_ID).")
    public String runId;

    @Option(names = "--control-url", paramLabel = "JDBC-URL",
            description = "A writable database of the same kind for the shards' control table, when the target is read-only; credentials as for the target.")
    public String controlUrl;

    @Option(names = "--max-clock-error", paramLabel = "DURATION", defaultValue = "50ms",
            description = "Largest error of a shard's estimate of the server clock (default ${DEFAULT-VALUE}).")
    public String maxClockError;

    @Option(names = "--shard-lead", paramLabel = "DURATION", defaultValue = "2s",
            description = "How far ahead shard 0 sets each step's start (default ${DEFAULT-VALUE}).")
    public String lead;

    @Option(names = "--shard-timeout", paramLabel = "DURATION", defaultValue = "10m",
            description = "How long the first step waits for every shard to start (default ${DEFAULT-VALUE}).")
    public String timeout;

    /** These options as the runner takes them. */
    public ShardSpec spec() {
        return new ShardSpec(shard, runId, controlUrl, maxClockError, lead, timeout);
    }
}
