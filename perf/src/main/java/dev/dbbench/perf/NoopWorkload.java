package dev.dbbench.perf;

import com.sun.management.ThreadMXBean;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An event that does nothing but count one read, like a point select with the server taken away.
 * Each worker's state reads its thread's allocation counter and CPU clock when it is built and when it
 * is closed, both on the worker thread, so the bytes the real worker loop allocated and the CPU time it
 * used are known exactly ({@link #workerBytes()}, {@link #workerCpuNanos()}): the first is what a profiler
 * that sees only live threads cannot tell, the second does not depend on what else the machine runs.
 */
public final class NoopWorkload extends ServerlessWorkload<NoopWorkload.State> {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final AtomicLong workerBytes = new AtomicLong();
    private final AtomicLong workerCpuNanos = new AtomicLong();

    /** Bytes allocated by worker threads between building and closing their state, summed over workers and steps. */
    public long workerBytes() {
        return workerBytes.get();
    }

    /** CPU time used by worker threads between building and closing their state, in nanoseconds. */
    public long workerCpuNanos() {
        return workerCpuNanos.get();
    }

    @Override
    public State open(WorkerContext ctx) {
        return new State(this);
    }

    @Override
    public int event(State state, Counter counter) {
        counter.read();
        return 0;
    }

    /** Holds the worker thread's allocation count and CPU clock at the moment the state was built. */
    public static final class State implements WorkerState {
        private final NoopWorkload owner;
        private final long startBytes;
        private final long startCpu;

        State(NoopWorkload owner) {
            this.owner = owner;
            this.startBytes = THREADS.getCurrentThreadAllocatedBytes();
            this.startCpu = THREADS.getCurrentThreadCpuTime();
        }

        @Override
        public void close() {
            owner.workerCpuNanos.addAndGet(THREADS.getCurrentThreadCpuTime() - startCpu);
            owner.workerBytes.addAndGet(THREADS.getCurrentThreadAllocatedBytes() - startBytes);
        }
    }
}
