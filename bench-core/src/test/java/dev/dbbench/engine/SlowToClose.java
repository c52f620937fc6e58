package dev.dbbench.engine;

import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.testing.TablelessWorkload;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A workload whose workers take a while to close their state when the step ends, as hundreds of them closing
 * server-side statements over a busy network do. Events take a millisecond.
 */
final class SlowToClose extends TablelessWorkload<SlowToClose.State> {
    private final long closeMillis;

    SlowToClose(long closeMillis) {
        this.closeMillis = closeMillis;
    }

    @Override
    public Map<String, String> settings() {
        return Map.of();
    }

    @Override
    public State open(WorkerContext ctx) {
        return new State(closeMillis);
    }

    @Override
    public int event(State state, Counter counter) {
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
        counter.other();
        return 0;
    }

    static final class State implements WorkerState {
        private final long closeMillis;

        State(long closeMillis) {
            this.closeMillis = closeMillis;
        }

        @Override
        public void close() {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(closeMillis));
        }
    }
}
