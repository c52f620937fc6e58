package dev.dbbench.cli.options;

import dev.dbbench.cli.jobs.Sweep;
import dev.dbbench.config.Durations;
import dev.dbbench.config.ThreadList;
import dev.dbbench.config.UsageException;
import dev.dbbench.sweep.StopRules;
import picocli.CommandLine.Option;

/** The shape of a sweep: thread counts, repeats, iterations, pauses and stop rules. */
public final class SweepOptions {
    static final String DEFAULT_THREADS = "4,8,16,32,48,64,96,128,192,256,384,512";

    @Option(names = "--threads", description = "Thread counts: a list (4,8,16) or range (1..64x2, 8..64+8). Default " + DEFAULT_THREADS + ".")
    public String threads;

    @Option(names = "--repeats", defaultValue = "1", description = "Run the whole sweep N times; tables show the median (default ${DEFAULT-VALUE}).")
    public int repeats;

    @Option(names = "--iterations", defaultValue = "1", description = "Measurement iterations per step, reported as mean ± 99.9%% error (default ${DEFAULT-VALUE}).")
    public int iterations;

    @Option(names = "--cooldown", defaultValue = "0s", description = "Pause between steps so the server settles (default ${DEFAULT-VALUE}).")
    public String cooldown;

    @Option(names = "--stop-when-tps-drops", paramLabel = "PCT", defaultValue = "0", description = "Stop a target when TPS falls this many percent below its best.")
    public double stopTpsDrop;

    @Option(names = "--stop-when-p95-above", paramLabel = "MS", defaultValue = "0", description = "Stop a target when p95 latency exceeds this.")
    public double stopP95;

    @Option(names = "--stop-when-error-rate-above", paramLabel = "PCT", defaultValue = "0", description = "Stop a target when errors exceed this percentage.")
    public double stopErrors;

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

    public Sweep.Plan plan() {
        if (repeats < 1 || repeats > 1000) {
            throw new UsageException("--repeats " + repeats + " is out of range; give 1 to 1000");
        }
        if (iterations < 1 || iterations > 1000) {
            throw new UsageException("--iterations " + iterations + " is out of range; give 1 to 1000");
        }
        for (double v : new double[] {stopTpsDrop, stopP95, stopErrors}) {
            if (v < 0 || Double.isNaN(v)) {
                throw new UsageException("stop rule value " + v + " is negative; give a positive threshold or leave the rule out");
            }
        }
        return new Sweep.Plan(ThreadList.parse("--threads", threads == null ? DEFAULT_THREADS : threads), repeats, iterations,
                Durations.parse("--cooldown", cooldown), new StopRules(stopTpsDrop, stopP95, stopErrors));
    }
}
