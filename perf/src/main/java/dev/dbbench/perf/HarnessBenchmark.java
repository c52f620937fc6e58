package dev.dbbench.perf;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.RunSpec;
import dev.dbbench.engine.StepLabel;
import dev.dbbench.engine.StepRunner;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.engine.jdbc.ConnectionSet;
import dev.dbbench.engine.jdbc.JdbcCrew;
import dev.dbbench.engine.jdbc.WorkerThreads;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.PsMode;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The harness ceiling: the real {@link StepRunner} (workers, recorders, interval thread) driving a
 * workload and target that do nothing, so the events per second it reaches are what dbbench itself
 * can sustain. Read the {@code events} secondary result (events per second); the primary score counts
 * steps. Each step is either time-limited (no event budget) or limited by {@code --events}.
 *
 * <p>The worker loop's allocation and CPU time are measured on the worker threads themselves (see
 * {@link NoopWorkload}) and printed at the end of each trial as {@code worker allocation: ... B/event}
 * ({@code -prof gc} cannot see it: the workers have exited by the time it samples) and
 * {@code worker CPU: ... ns/event}, the per-core ceiling, which unlike events per second does not
 * drop when other processes compete for the cores.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class HarnessBenchmark {
    private static final long EVENTS_PER_STEP = 5_000_000;
    private static final Duration STEP_TIME = Duration.ofMillis(500);

    @Param({"1", "2"})
    public int threads;

    /** {@code time}: a 500 ms step without event budget; {@code events}: a step of 5 million events. */
    @Param({"time", "events"})
    public String limit;

    private final NoopWorkload workload = new NoopWorkload();
    private ConnectionSet connections;
    private StepRunner runner;
    private RunSpec spec;
    private long events;

    /** Events run, reported by JMH as a rate: the harness ceiling in events per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        public long events;

        @Setup(Level.Iteration)
        public void reset() {
            events = 0;
        }
    }

    @Setup(Level.Trial)
    public void setUp() throws SQLException {
        connections = new ConnectionSet(NoopTarget::connection);
        runner = new StepRunner(new NoopTarget(), PsMode.AUTO, connections.factory(), new JdbcCrew(connections, WorkerThreads.platform()));
        boolean timed = limit.equals("time");
        spec = new RunSpec(threads, timed ? STEP_TIME : Duration.ZERO, timed ? 0 : EVENTS_PER_STEP, Duration.ZERO, Duration.ZERO,
                Duration.ofMillis(100), 0, Set.of(), 1);
        connections.ensure(threads);
    }

    @Benchmark
    public StepResult step(Counters counters) throws SQLException {
        StepResult result = runner.run(workload, spec, StepLabel.single("noop"), IntervalListener.none(), new StopSignal());
        counters.events += result.transactions();
        events += result.transactions();
        return result;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        connections.close();
        System.out.printf(Locale.ROOT, "%nworker allocation: %d bytes over %d events = %.6f B/event%n",
                workload.workerBytes(), events, events == 0 ? 0.0 : (double) workload.workerBytes() / events);
        double cpuPerEvent = events == 0 ? 0.0 : (double) workload.workerCpuNanos() / events;
        System.out.printf(Locale.ROOT, "worker CPU: %.1f ns/event = %.1f million events/s per busy core%n",
                cpuPerEvent, cpuPerEvent == 0 ? 0.0 : 1e3 / cpuPerEvent);
    }
}
