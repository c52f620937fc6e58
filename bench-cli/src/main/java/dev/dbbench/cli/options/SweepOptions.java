package dev.dbbench.cli.options;

import dev.dbbench.cli.jobs.Sweep;
import dev.dbbench.config.Durations;
import dev.dbbench.config.ThreadList;
import dev.dbbench.spi.UsageException;
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

    @Option(names = "--stop-when-tps-drops", paramLabel = "PCT", defaultValue = "0", description = "Stop a target when TPS falls this many percent (0 to 100; 0 = off) below its best.")
    public String stopTpsDrop;

    @Option(names = "--stop-when-p95-above", paramLabel = "MS", defaultValue = "0", description = "Stop a target when p95 latency exceeds this.")
    public String stopP95;

    @Option(names = "--stop-when-error-rate-above", paramLabel = "PCT", defaultValue = "0", description = "Stop a target when errors exceed this percentage (0 to 100; 0 = off).")
    public String stopErrors;

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
        StopRules rules = new StopRules(percent("--stop-when-tps-drops", stopTpsDrop), threshold("--stop-when-p95-above", stopP95),
                percent("--stop-when-error-rate-above", stopErrors));
        return new Sweep.Plan(ThreadList.parse("--threads", threads == null ? DEFAULT_THREADS : threads), repeats, iterations,
                Durations.parse("--cooldown", cooldown), rules);
    }

    // The values stay text until here so that a refusal can quote them as typed, not as Java prints a double.
    private static double percent(String option, String text) {
        double v = number(option, text, "a percentage from 0 (off) to 100");
        if (v < 0 || v > 100) {
            throw new UsageException(option + " " + text + " is out of range; give a percentage from 0 (off) to 100");
        }
        return v;
    }

    private static double threshold(String option, String text) {
        double v = number(option, text, "a latency in ms, or 0 (off)");
        if (v < 0) {
            throw new UsageException(option + " " + text + " is negative; give a latency in ms, or 0 (off)");
        }
        return v;
    }

    private static double number(String option, String text, String valid) {
        try {
            double v = Double.parseDouble(text.strip());
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // Refused below with the option's own message.
        }
        throw new UsageException(option + " '" + text + "' is not a number; give " + valid);
    }
}
