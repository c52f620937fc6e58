package dev.dbbench.workloads.file.gen;

import dev.dbbench.workloads.random.Distribution;
import dev.dbbench.workloads.random.Rng;

/**
 * Whole numbers from {@code min} to {@code max} drawn with one of sysbench's distributions (uniform, gaussian,
 * special, zipfian, pareto). The distributions draw over an int range from 0, so the range is at most 2^31 - 1
 * wide and shifted by {@code min}.
 */
public record IntRange(Distribution distribution, long min, long max) implements Generator {
    /** The widest range the distributions draw over. */
    public static final long MAX_WIDTH = Integer.MAX_VALUE;

    public IntRange {
        if (max < min || max - min > MAX_WIDTH) {
            throw new IllegalArgumentException("range " + min + ".." + max);
        }
    }

    @Override
    public boolean text() {
        return false;
    }

    @Override
    public void fill(Rng rng, long row, Value into) {
        into.setNumber(min + distribution.next(rng, 0, (int) (max - min)));
    }

    @Override
    public String describe() {
        return distribution.name() + " " + min + ".." + max;
    }
}
