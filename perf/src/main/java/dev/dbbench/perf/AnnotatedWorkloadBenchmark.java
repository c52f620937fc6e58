package dev.dbbench.perf;

import dev.dbbench.binder.Binder;
import dev.dbbench.config.OptionValues;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.spi.workload.Workload;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One event of an annotated workload class against the same workload written against {@link ConfiguredWorkload} by
 * hand: what the engine's worker calls per event, on the benchmark thread so that {@code -prof gc} sees its allocation
 * ({@code gc.alloc.rate.norm} must be 0 B/op for both). {@code one} is a single transaction; {@code mix} three, drawn by
 * weight, each taking the worker's state; {@code deck} the same three dealt from a shuffled deck (the annotated class
 * only: the hand-written one draws). The annotated class's transactions are called through the interfaces the
 * binder made with {@code LambdaMetafactory}; its score should match the hand-written one's.
 */
@State(Scope.Thread)
public class AnnotatedWorkloadBenchmark extends NanosBenchmark {
    @Param({"one", "mix", "deck"})
    public String shape;

    private final Reads counter = new Reads();
    private Worker<?> plain;
    private Worker<?> annotated;

    @Setup
    public void setUp() throws SQLException {
        boolean one = shape.equals("one");
        plain = Worker.open(one ? new PlainNoops.One() : new PlainNoops.Mix());
        Workload w = Binder.bind(one ? NoopClasses.One.class : shape.equals("deck") ? NoopClasses.Deck.class : NoopClasses.Mix.class);
        annotated = Worker.open(w.configure(new OptionValues(List.of(), Map.of())));
    }

    @Benchmark
    public int plain() throws SQLException {
        return plain.event(counter);
    }

    @Benchmark
    public int annotated() throws SQLException {
        return annotated.event(counter);
    }

    /** A workload and one worker's state, as the engine's worker holds them. */
    private record Worker<S extends WorkerState>(ConfiguredWorkload<S> workload, S state) {
        static <S extends WorkerState> Worker<S> open(ConfiguredWorkload<S> workload) throws SQLException {
            return new Worker<>(workload, workload.open(new WorkerContext(0, 1, null, () -> () -> "SERIAL", PsMode.AUTO, 42)));
        }

        int event(Counter counter) throws SQLException {
            return workload.event(state, counter);
        }
    }

    /** A counter that only counts, so the score is the dispatch and the workload's own work. */
    private static final class Reads implements Counter {
        long reads;
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
            other++;
        }

        @Override
        public void other() {
            other++;
        }
    }
}
