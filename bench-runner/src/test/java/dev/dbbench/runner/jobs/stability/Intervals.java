package dev.dbbench.runner.jobs.stability;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import java.util.Map;

/** Intervals of a 24-thread step on a target whose name needs escaping, as a long run streams them. */
public final class Intervals {
    private Intervals() {
    }

    public static IntervalResult interval(int index, boolean warmup, long tx, Map<String, Long> errors, long reconnects) {
        return new IntervalResult("db \"one\"", 24, 1, 1, index, warmup, 1_800_000_000_000L, index * 10.0, 10, tx, tx * 14,
                tx * 4, tx * 2, 0, errors.values().stream().mapToLong(Long::longValue).sum(), 0, errors.getOrDefault("timeout", 0L),
                errors, reconnects, 3, tx / 10.0, tx * 2.0, new LatencyMs(1, 5, 4, 8, 9, 12, 40, 95.5), "i1");
    }
}
