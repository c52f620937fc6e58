package dev.dbbench.engine;

import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.testing.TablelessWorkload;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/** A workload with two kinds of event taken in turn across all workers: even attempts, then odd ones. */
final class TwoKinds extends TablelessWorkload<TwoKinds.State> {
    private final AtomicLong attempts = new AtomicLong();

    @Override
    public Map<String, String> settings() {
        return Map.of();
    }

    @Override
    public List<String> operations() {
        return List.of("even", "odd");
    }

    @Override
    public State open(WorkerContext ctx) {
        return new State();
    }

    @Override
    public int event(State state, Counter counter) {
        counter.other();
        return (int) (attempts.getAndIncrement() & 1);
    }

    static final class State implements WorkerState {
        @Override
        public void close() {
            // Holds nothing.
        }
    }
}
