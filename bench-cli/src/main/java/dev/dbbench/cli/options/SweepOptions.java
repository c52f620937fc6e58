package dev.dbbench.cli.options;

import dev.dbbench.runner.spec.SweepSpec;
import picocli.CommandLine.Option;

/**
 * The shape of a sweep: thread counts, repeats, iterations, pauses and stop rules, as typed; the sweep
 * checks them when it builds its plan.
 */
public final class SweepOptions {
    public static final String DEFAULT_THREADS = SweepSpec.DEFAULT_THREADS;

    @Option(names = "--threads", paramLabel = "LIST", description = "Thread counts: a list (4,8,16) or range (1..64x2, 8..64+8) (default " + DEFAULT_THREADS + "; 1,2,4 on the embedded database).")
    public String threads;

    @Option(names = "--repeats", paramLabel = "N|auto", defaultValue = "1", description = "Run the whole sweep N times, targets "
            + "interleaved; tables show the mean with its 95%% interval. auto: repeat until every TPS is within --precision, "
            + "at least 3 and at most --max-repeats times (default ${DEFAULT-VALUE}).")
    public String repeats;

    @Option(names = "--precision", paramLabel = "PCT", description = "With --repeats auto, the half-width of TPS's 95%% interval to "
            + "repeat for; also the difference the comparisons say how many repeats would resolve (default 5%%).")
    public String precision;

    @Option(names = "--max-repeats", paramLabel = "N", description = "With --repeats auto, the most repeats to run (default 10).")
    public Integer maxRepeats;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "1", description = "Measurement iterations per step, as JMH has them; a repeat's value is their mean (default ${DEFAULT-VALUE}).")
    public int iterations;

    @Option(names = "--cooldown", paramLabel = "DURATION", defaultValue = "0s", description = "Pause between steps so the server settles (default ${DEFAULT-VALUE}).")
    public String cooldown;

    @Option(names = "--stop-when-tps-drops", paramLabel = "PCT", defaultValue = "0", description = "Stop a target when TPS falls this many percent (0 to 100) below its best (default ${DEFAULT-VALUE} = off).")
    public String stopTpsDrop;

    @Option(names = "--stop-when-p95-above", paramLabel = "MS", defaultValue = "0", description = "Stop a target when p95 latency exceeds this many milliseconds (default ${DEFAULT-VALUE} = off).")
    public String stopP95;

    @Option(names = "--stop-when-error-rate-above", paramLabel = "PCT", defaultValue = "0", description = "Stop a target when errors exceed this percentage of events (0 to 100; default ${DEFAULT-VALUE} = off).")
    public String stopErrors;

    @Option(names = "--probe", description = "Run the server CPU probe on each target before the first step and record it (see the probe command).")
    public boolean probe;

    /** A sweep on the embedded database stays under a minute unless the user asked for more. */
    public void useEmbeddedDefaults(RunOptions run) {
        if (threads == null) {
            threads = "1,2,4";
        }
        if ("10s".equals(run.time)) {
            run.time = "5s";
        }
        if ("10s".equals(run.warmup)) {
            run.warmup = "5s";
        }
    }

    /** These options as the runner takes them. */
    public SweepSpec spec() {
        return new SweepSpec(threads, repeats, precision, maxRepeats, iterations, cooldown, stopTpsDrop, stopP95, stopErrors, probe);
    }
}
