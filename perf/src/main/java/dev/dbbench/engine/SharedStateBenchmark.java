package dev.dbbench.engine;

import dev.dbbench.perf.NanosBenchmark;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * What the workers of one step share, touched by two threads at once as in a real step: the run
 * state (a read of volatile flags), the {@code --events} budget (a compare-and-set per batch) and the
 * {@code --rate} schedule (an atomic increment and a clock read). Shows what contention costs.
 */
@State(Scope.Benchmark)
@Threads(2)
public class SharedStateBenchmark extends NanosBenchmark {
    private Control unlimited;
    private Control limited;
    private Pacer pacer;

    @Setup
    public void setUp() {
        unlimited = new Control(0, false, 2);
        limited = new Control(Long.MAX_VALUE, false, 2);
        // So fast that no event ever waits: this measures taking a due time, not sleeping.
        pacer = new Pacer(1e15);
        pacer.begin(System.nanoTime());
    }

    /** Each benchmark thread's own share of the budgets, as each worker has its own. */
    @State(Scope.Thread)
    public static class Share {
        Control.Allowance unlimited;
        Control.Allowance limited;

        @Setup
        public void setUp(SharedStateBenchmark shared) {
            unlimited = shared.unlimited.allowance();
            limited = shared.limited.allowance();
        }
    }

    @Benchmark
    public boolean takeEventUnlimited(Share share) {
        return unlimited.running() && share.unlimited.take() == Control.GO;
    }

    @Benchmark
    public boolean takeEventLimited(Share share) {
        return limited.running() && share.limited.take() == Control.GO;
    }

    @Benchmark
    public long pacerAwait(Share share) {
        return pacer.await(unlimited, share.unlimited);
    }
}
