package dev.dbbench.perf;

import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import java.util.List;
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

    /** What both share: no schema, no settings, a worker with a generator. */
    abstract static class Base extends ServerlessWorkload<Worker> {
        @Override
        public Worker open(WorkerContext ctx) {
            return new Worker(ctx.seed());
        }
    }
}
