package dev.dbbench.workloads.file.gen;

import dev.dbbench.workloads.random.Rng;

/**
 * A table's keys: {@code start} for its first row, then one more per row. With {@code every} above 1 each value holds
 * for that many rows in a row; with a {@code cycle} the values go from {@code start} through {@code cycle} values and
 * then begin again. Together they number one column of a key of several columns, as nested loops would: the
 * district of {@code {sequence: 1, every: 3000, cycle: 10}} beside the customer of {@code {sequence: 1, cycle: 3000}}
 * gives each of 10 districts 3,000 customers, and each pair once.
 *
 * @param every rows that share one value, 1 or more
 * @param cycle values before the sequence begins again; 0 for none
 */
public record Sequence(long start, long every, long cycle) implements Generator {

    /** One more per row, without end. */
    public Sequence(long start) {
        this(start, 1, 0);
    }

    @Override
    public boolean text() {
        return false;
    }

    @Override
    public void fill(Rng rng, long row, Value into) {
        long step = row / every;
        into.setNumber(start + (cycle > 0 ? step % cycle : step));
    }

    @Override
    public long min() {
        return start;
    }

    @Override
    public long max() {
        return cycle > 0 ? start + cycle - 1 : Long.MAX_VALUE;
    }

    /** The last value {@code rows} rows hold. */
    public long last(long rows) {
        long values = (rows + every - 1) / every;
        return start + (cycle > 0 ? Math.min(values, cycle) : values) - 1;
    }

    @Override
    public String describe() {
        return "sequence from " + start + (every > 1 ? ", each " + every + " rows" : "") + (cycle > 0 ? ", " + cycle + " values round" : "");
    }
}
