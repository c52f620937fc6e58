package dev.dbbench.cli.options;

import dev.dbbench.runner.spec.MeasureSpec;
import picocli.CommandLine.Option;

/** How long and how hard to run, with sysbench's names and defaults where they exist. */
public final class RunOptions {
    @Option(names = "--time", paramLabel = "DURATION", defaultValue = "10s", description = "Measured time per run or step (default ${DEFAULT-VALUE}; 0 = until --events).")
    public String time;

    @Option(names = {"--warmup", "--warmup-time"}, paramLabel = "DURATION", defaultValue = "10s",
            description = "Least warm-up before measuring, excluded from results; 0 = none (default ${DEFAULT-VALUE}).")
    public String warmup;

    /** No picocli default: a --warmup-max the user gave is checked against --warmup, the default follows it. */
    @Option(names = "--warmup-max", paramLabel = "DURATION",
            description = "Longest warm-up: past --warmup it goes on while the client's JIT compiler is busy; equal to --warmup for a fixed warm-up (default 60s, or --warmup when longer).")
    public String warmupMax;

    @Option(names = "--events", paramLabel = "N", description = "Stop after this many measured events (default: no limit).")
    public Long events;

    @Option(names = "--rate", paramLabel = "TPS", defaultValue = "0", description = "Fixed arrival rate in events/s over all threads; latency counts from the intended start (default 0 = unlimited).")
    public double rate;

    @Option(names = "--report-interval", paramLabel = "DURATION", defaultValue = "1s", description = "Interval of the live lines and intervals.csv (default ${DEFAULT-VALUE}).")
    public String reportInterval;

    @Option(names = "--percentile", paramLabel = "P", defaultValue = "95", description = "Latency percentile of the live line and final block (default ${DEFAULT-VALUE}).")
    public double percentile;

    @Option(names = {"--ignore-errors", "--mysql-ignore-errors", "--pgsql-ignore-errors"}, paramLabel = "CODE", split = ",",
            description = "Error codes counted and retried instead of stopping the run ('all', 'none'; default: the target's, e.g. 1213,1020,1205).")
    public java.util.List<String> ignoreErrors;

    @Option(names = {"--ps-mode", "--db-ps-mode"}, paramLabel = "MODE", defaultValue = "auto", description = "auto (server-side prepared statements) or disable (text protocol) (default ${DEFAULT-VALUE}).")
    public String psMode;

    @Option(names = "--worker-threads", paramLabel = "KIND", defaultValue = "auto",
            description = "Threads that run the workers: platform, virtual (Java 21+) or auto (virtual above 4 workers per core on Java 24+; default ${DEFAULT-VALUE}).")
    public String workerThreads;

    @Option(names = "--client", paramLabel = "CLIENT", defaultValue = "auto", description = ClientHelp.CLIENT)
    public String client;

    @Option(names = "--event-loops", paramLabel = "N", description = ClientHelp.EVENT_LOOPS)
    public Integer eventLoops;

    /** These options as the runner takes them. */
    public MeasureSpec spec() {
        return new MeasureSpec(time, warmup, warmupMax, events, rate, reportInterval, percentile, ignoreErrors, psMode, workerThreads, client,
                eventLoops);
    }
}
