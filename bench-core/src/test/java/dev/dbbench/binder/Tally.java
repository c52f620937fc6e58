package dev.dbbench.binder;

import dev.dbbench.spi.workload.Counter;

/** A counter that keeps its counts, for calling transactions outside the engine. */
final class Tally implements Counter {
    long reads;
    long writes;
    long other;

    @Override
    public void read() {
        reads++;
    }

    @Override
    public void emptyRead() {
        reads++;
    }

    @Override
    public void write() {
        writes++;
    }

    @Override
    public void other() {
        other++;
    }
}
