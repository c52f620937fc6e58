package dev.dbbench.engine;

import java.time.Duration;
import java.util.Set;

/**
 * How one step runs. Validated by the CLI before it gets here; the compact constructor only guards
 * against programming errors.
 *
 * @param threads        workers, each with its own connection
 * @param time           measured time; zero means no time limit (then {@code events} must be set)
 * @param events         measured events to run in all; zero means no limit
 * @param warmup         time run before measuring, excluded from every total
 * @param warmupMax      the longest the warm-up goes on past {@code warmup} while the JIT compiler is still busy
 *                       (see {@link JitActivity}); equal to {@code warmup} for a fixed warm-up. A zero
 *                       {@code warmup} means no warm-up at all.
 * @param reportInterval length of one interval
 * @param rate           events per second over all workers, scheduled from each event's intended start;
 *                       zero means as fast as possible
 * @param ignoredErrors  vendor error codes (or {@code all}) that are counted and retried instead of stopping the run
 * @param seed           seed of the workers' random generators; worker {@code i} uses {@code seed + i}. Steps of
 *                       one sweep get different seeds, or every step would replay the statements of the one before
 */
public record RunSpec(
        int threads,
        Duration time,
        long events,
        Duration warmup,
        Duration warmupMax,
        Duration reportInterval,
        double rate,
        Set<String> ignoredErrors,
        long seed) {

    public RunSpec {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        if (time.isZero() && events <= 0) {
            throw new IllegalArgumentException("a step needs a time or an event limit");
        }
        if (reportInterval.isZero() || reportInterval.isNegative()) {
            throw new IllegalArgumentException("report interval must be positive");
        }
        if (warmupMax.compareTo(warmup) < 0) {
            throw new IllegalArgumentException("warmupMax must be at least warmup");
        }
        ignoredErrors = Set.copyOf(ignoredErrors);
    }

    public RunSpec withThreads(int newThreads) {
        return new RunSpec(newThreads, time, events, warmup, warmupMax, reportInterval, rate, ignoredErrors, seed);
    }

    public RunSpec withTime(Duration newTime) {
        return new RunSpec(threads, newTime, events, warmup, warmupMax, reportInterval, rate, ignoredErrors, seed);
    }

    public RunSpec withSeed(long newSeed) {
        return new RunSpec(threads, time, events, warmup, warmupMax, reportInterval, rate, ignoredErrors, newSeed);
    }

    public RunSpec withoutWarmup() {
        return new RunSpec(threads, time, events, Duration.ZERO, Duration.ZERO, reportInterval, rate, ignoredErrors, seed);
    }
}
