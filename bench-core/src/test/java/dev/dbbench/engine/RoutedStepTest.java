package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.engine.jdbc.ConnectionSet;
import dev.dbbench.engine.jdbc.JdbcCrew;
import dev.dbbench.engine.jdbc.ReaderPool;
import dev.dbbench.engine.jdbc.WorkerThreads;
import dev.dbbench.result.EndpointStats;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.TransactionMix;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.testing.FakeServer;
import dev.dbbench.testing.FakeTarget;
import dev.dbbench.testing.RecordingListener;
import dev.dbbench.testing.TablelessWorkload;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A step of a target with a reader: each event runs where its transaction's read-only flag says, and is counted there. */
class RoutedStepTest {
    private final FakeServer writer = new FakeServer();
    private final FakeServer reader = new FakeServer();
    private final AtomicLong lookupsOnWriter = new AtomicLong();
    private final AtomicLong updatesOnReader = new AtomicLong();

    @Test
    void readOnlyTransactionsRunOnTheReaderAndTheRestOnTheWriter() throws Exception {
        Readers readers = new Readers(List.of(new Readers.Reader("replica", reader::connect)), true, false);
        RecordingListener intervals = new RecordingListener();
        try (ConnectionSet connections = new ConnectionSet(writer::connect); ReaderPool pool = new ReaderPool(readers)) {
            StepResult step = new StepRunner(new FakeTarget(writer), PsMode.AUTO, connections.factory(),
                    new JdbcCrew(connections, WorkerThreads.platform(), Duration.ZERO, pool)).withReaders(readers)
                    .run(new Shop(), spec().threads(3).time(600).interval(200).build(), StepLabel.single("fake"), intervals,
                            new StopSignal());

            EndpointStats onWriter = step.endpoints().get(Readers.WRITER);
            EndpointStats onReader = step.endpoints().get("replica");
            assertThat(lookupsOnWriter).hasValue(0);
            assertThat(updatesOnReader).hasValue(0);
            assertThat(onWriter.transactions() + onReader.transactions()).isEqualTo(step.transactions());
            assertThat(onReader.transactions()).isEqualTo(step.operations().get("lookup").count());
            assertThat(onWriter.transactions()).isEqualTo(step.operations().get("update").count()).isPositive();
            assertThat(onReader.role()).isEqualTo("reader");
            assertThat(reader.opened()).as("one reader connection per worker, and the lag sampler's").isBetween(3, 4);
            // An event that ends as an interval closes may have its latency, and so its endpoint, in the next one: the
            // intervals add up to the step, each on its own only nearly.
            long inIntervals = 0;
            for (IntervalResult i : intervals.measured()) {
                inIntervals += i.endpoints().values().stream().mapToLong(e -> e.transactions()).sum();
            }
            assertThat(inIntervals).isEqualTo(step.transactions());
        }
    }

    /** Two transactions: {@code lookup} (weight 3) only reads, {@code update} writes. */
    private final class Shop extends TablelessWorkload<Shop.State> implements TransactionMix<Shop.State> {
        final class State implements WorkerState {
            final boolean onReader;
            final java.util.SplittableRandom random;

            State(WorkerContext ctx) {
                this.onReader = reader.connections().stream().anyMatch(c -> c.jdbc() == ctx.connection());
                this.random = new java.util.SplittableRandom(ctx.seed());
            }

            @Override
            public void close() {
            }
        }

        @Override
        public Map<String, String> settings() {
            return Map.of();
        }

        @Override
        public List<String> operations() {
            return List.of("lookup", "update");
        }

        @Override
        public State open(WorkerContext ctx) {
            return new State(ctx);
        }

        @Override
        public int event(State state, Counter counter) {
            return run(state, pick(state), counter);
        }

        @Override
        public Optional<TransactionMix<State>> mix() {
            return Optional.of(this);
        }

        @Override
        public int pick(State state) {
            return state.random.nextInt(4) < 3 ? 0 : 1;
        }

        @Override
        public boolean readOnly(int choice) {
            return choice == 0;
        }

        @Override
        public int run(State state, int choice, Counter counter) {
            if (choice == 0 && !state.onReader) {
                lookupsOnWriter.incrementAndGet();
            }
            if (choice == 1 && state.onReader) {
                updatesOnReader.incrementAndGet();
            }
            counter.read();
            return choice;
        }
    }
}
