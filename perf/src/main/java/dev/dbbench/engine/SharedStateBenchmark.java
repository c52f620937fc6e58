package dev.dbbench.engine;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the workers of one step share, touched by two threads at once as in a real step: the run
 * state (a read of volatile flags), the {@code --events} budget (an atomic decrement) and the
 * {@code --rate} schedule (an atomic increment and a clock read). Shows what contention costs.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class SharedStateBenchmark {
    private Control unlimited;
    private Control limited;
    private Pacer pacer;

    @Setup
    public void setUp() {
        unlimited = new Control(0, false);
        limited = new Control(Long.MAX_VALUE, false);
        // So fast that no event ever waits: this measures taking a due time, not sleeping.
        pacer = new Pacer(1e15);
        pacer.begin(System.nanoTime());
    }

    @Benchmark
    public boolean takeEventUnlimited() {
        return unlimited.running() && unlimited.takeEvent();
    }

    @Benchmark
    public boolean takeEventLimited() {
        return limited.running() && limited.takeEvent();
    }

    @Benchmark
    public long pacerAwait() {
        return pacer.await(unlimited);
    }
}
