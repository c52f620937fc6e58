package dev.dbbench.cli.options;

import dev.dbbench.runner.spec.StabilitySpec;
import dev.dbbench.runner.spec.MeasureSpec;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How long and how hard a stability run goes, what makes it unstable, and how to watch it. The run
 * options keep their {@code run} names and meanings; {@code --duration} replaces {@code --time}.
 */
public final class StabilityOptions {
    @Option(names = "--duration", paramLabel = "DURATION", defaultValue = "1h", description = "How long to measure: seconds or 90s, 30m, 12h (default ${DEFAULT-VALUE}).")
    public String duration;

    @Option(names = {"--warmup", "--warmup-time"}, paramLabel = "DURATION", defaultValue = "10s", description = "Least warm-up before measuring, excluded from results; 0 = none (default ${DEFAULT-VALUE}).")
    public String warmup;

    /** No picocli default: a --warmup-max the user gave is checked against --warmup, the default follows it. */
    @Option(names = "--warmup-max", paramLabel = "DURATION",
            description = "Longest warm-up: past --warmup it goes on while the client's JIT compiler is busy; equal to --warmup for a fixed warm-up (default 60s, or --warmup when longer).")
    public String warmupMax;

    @Option(names = "--rate", paramLabel = "TPS", defaultValue = "0", description = "Fixed arrival rate in events/s; latency counts from each event's intended start and the queue is reported (default 0 = unlimited).")
    public double rate;

    @Option(names = "--report-interval", paramLabel = "DURATION", defaultValue = "10s", description = "Interval of the live lines and intervals.csv (default ${DEFAULT-VALUE}).")
    public String reportInterval;

    @Option(names = "--percentile", paramLabel = "P", defaultValue = "95", description = "Latency percentile of the live line and final block (default ${DEFAULT-VALUE}).")
    public double percentile;

    @Option(names = {"--ignore-errors", "--mysql-ignore-errors", "--pgsql-ignore-errors"}, paramLabel = "CODE", split = ",",
            description = "Error codes counted and retried instead of stopping the run ('all', 'none'; default: the target's).")
    public List<String> ignoreErrors;

    @Option(names = {"--ps-mode", "--db-ps-mode"}, paramLabel = "MODE", defaultValue = "auto", description = "auto (server-side prepared statements) or disable (text protocol) (default ${DEFAULT-VALUE}).")
    public String psMode;

    @Option(names = "--worker-threads", paramLabel = "KIND", defaultValue = "auto",
            description = "Threads that run the workers: platform, virtual (Java 21+) or auto (virtual above 4 workers per core on Java 24+; default ${DEFAULT-VALUE}).")
    public String workerThreads;

    @Option(names = "--client", paramLabel = "CLIENT", defaultValue = "auto", description = ClientHelp.CLIENT)
    public String client;

    @Option(names = "--event-loops", paramLabel = "N", description = ClientHelp.EVENT_LOOPS)
    public Integer eventLoops;

    @Option(names = "--analysis-window", paramLabel = "DURATION", defaultValue = "1h", description = "Length of the windows of the summary (\"per hour\"; default ${DEFAULT-VALUE}).")
    public String window;

    @Option(names = "--stall-below", paramLabel = "PCT", defaultValue = "10", description = "An interval below this %% of the median TPS is a stall (default ${DEFAULT-VALUE}).")
    public double stallBelow;

    @Option(names = "--spike-factor", paramLabel = "X", defaultValue = "10", description = "An interval whose max latency exceeds X times the run's p99 is a spike (default ${DEFAULT-VALUE}).")
    public double spikeFactor;

    @Option(names = "--max-spikes", paramLabel = "N", defaultValue = "0", description = "More latency spikes than this make the run unstable (default ${DEFAULT-VALUE}).")
    public int maxSpikes;

    @Option(names = "--max-cv", paramLabel = "PCT", defaultValue = "10", description = "Interval TPS varying more than this (CV, %%) makes the run unstable (default ${DEFAULT-VALUE}).")
    public double maxCv;

    @Option(names = "--max-drift", paramLabel = "PCT", defaultValue = "10", description = "TPS changing more than this %% from the first window to the last makes the run unstable (default ${DEFAULT-VALUE}).")
    public double maxDrift;

    @Option(names = "--outage-gap", paramLabel = "DURATION", defaultValue = "2s", description = "Outage windows this close together count as one outage (default ${DEFAULT-VALUE}).")
    public String outageGap;

    @Option(names = "--checkpoint-every", paramLabel = "DURATION", defaultValue = "60s", description = "Rewrite result.json (atomically) this often while running (default ${DEFAULT-VALUE}).")
    public String checkpointEvery;

    @Mixin
    public MetricsOptions metrics = new MetricsOptions();

    /** These options as the runner takes them. */
    public StabilitySpec spec() {
        MeasureSpec run = new MeasureSpec(duration, warmup, warmupMax, null, rate, reportInterval, percentile, ignoreErrors, psMode, workerThreads,
                client, eventLoops);
        return new StabilitySpec(duration, run, window, stallBelow, spikeFactor, maxSpikes, maxCv, maxDrift, outageGap, checkpointEvery,
                metrics.spec());
    }
}
