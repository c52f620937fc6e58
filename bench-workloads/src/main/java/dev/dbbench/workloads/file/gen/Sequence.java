package dev.dbbench.workloads.file.gen;

import dev.dbbench.workloads.random.Rng;

/** A table's keys: {@code start} for its first row, then one more per row. */
public record Sequence(long start) implements Generator {

    @Override
    public boolean text() {
        return false;
    }

    @Override
    public void fill(Rng rng, long row, Value into) {
        into.setNumber(start + row);
    }

    @Override
    public long min() {
        return start;
    }

    @Override
    public long max() {
        return Long.MAX_VALUE;
    }

    @Override
    public String describe() {
        return "sequence from " + start;
    }
}
