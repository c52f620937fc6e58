package dev.dbbench.perf;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The workloads of {@link NoopClasses} written as a user would write them against {@link ConfiguredWorkload}: a
 * switch over the kinds of event, and for the mix a draw from the worker's generator.
 */
public final class PlainNoops {
    private PlainNoops() {
    }

    /** A worker of the plain workloads: its generator and its counts. */
    public static final class Worker implements WorkerState {
        final SplittableRandom random;
        long a;
        long b;
        long c;

        Worker(long seed) {
            random = new SplittableRandom(seed);
        }

        @Override
        public void close() {
            // Nothing to close.
        }
    }

    /** {@link NoopClasses.One} by hand. */
    public static final class One extends Base {
        @Override
        public int event(Worker w, Counter counter) {
            counter.read();
            return 0;
        }
    }

    /** {@link NoopClasses.Mix} by hand: 45, 43 and 12 in 100. */
    public static final class Mix extends Base {
        @Override
        public List<String> operations() {
            return List.of("first", "second", "third");
        }

        @Override
        public int event(Worker w, Counter counter) {
            int r = w.random.nextInt(100);
            if (r < 45) {
                w.a++;
                counter.read();
                return 0;
            } else if (r < 88) {
                w.b++;
                counter.read();
                return 1;
            }
            w.c++;
            counter.read();
            return 2;
        }
    }

    /** What both share: no schema, no settings. */
    abstract static class Base implements ConfiguredWorkload<Worker> {
        @Override
        public Map<String, String> settings() {
            return Map.of();
        }

        @Override
        public void prepare(PrepareContext ctx) {
            // No schema: there is no server.
        }

        @Override
        public List<String> verify(Connection connection, Dialect dialect) {
            return List.of();
        }

        @Override
        public void cleanup(Connection connection, Dialect dialect) {
            // Nothing was made.
        }

        @Override
        public Worker open(WorkerContext ctx) {
            return new Worker(ctx.seed());
        }
    }
}
