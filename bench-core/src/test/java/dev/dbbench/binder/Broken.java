package dev.dbbench.binder;

import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.bench.Level;
import dev.dbbench.spi.bench.Param;
import dev.dbbench.spi.bench.Pause;
import dev.dbbench.spi.bench.Setup;
import dev.dbbench.spi.bench.State;
import dev.dbbench.spi.bench.Transaction;
import dev.dbbench.spi.bench.Verify;
import dev.dbbench.spi.workload.Counter;
import java.io.IOException;
import java.sql.Connection;
import java.time.Duration;
import java.util.List;

/** Workload classes with one mistake each (and one with several), for {@link BindingMistakesTest}. */
final class Broken {
    private Broken() {
    }

    public static class NoBenchmark implements AnnotatedWorkload {
        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "Bad Id", description = "d")
    public static class BadId implements AnnotatedWorkload {
        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class NotAnnotatedWorkload {
        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class NoConstructor implements AnnotatedWorkload {
        public NoConstructor(int rows) {
        }

        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class NotPublicTransaction implements AnnotatedWorkload {
        @Transaction
        void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class StaticTransaction implements AnnotatedWorkload {
        @Transaction
        public static void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class WrongParam implements AnnotatedWorkload {
        @Transaction
        public void t(Counter c, String name) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class TwoCounters implements AnnotatedWorkload {
        @Transaction
        public void t(Counter c, Counter d) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class WrongReturn implements AnnotatedWorkload {
        @Transaction
        public int t(Counter c) {
            return 0;
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class CheckedException implements AnnotatedWorkload {
        @Transaction
        public void t(Counter c) throws IOException {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class NegativeWeight implements AnnotatedWorkload {
        @Transaction(weight = -1)
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class SameName implements AnnotatedWorkload {
        @Transaction
        public void t(Counter c) {
        }

        @Transaction(name = "t")
        public void u(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class NoTransaction implements AnnotatedWorkload {
    }

    @Benchmark(id = "x", description = "d")
    public static class StaticParam implements AnnotatedWorkload {
        @Param("1")
        static int rows;

        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class FinalParam implements AnnotatedWorkload {
        @Param("1")
        final int rows = 1;

        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class UnsupportedParam implements AnnotatedWorkload {
        @Param("1s")
        Duration time;

        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class TwoDefaults implements AnnotatedWorkload {
        @Param({"1", "2"})
        int rows;

        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class BadDefault implements AnnotatedWorkload {
        @Param("ten")
        int rows;

        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class TwoVerify implements AnnotatedWorkload {
        @Verify
        public List<String> a(Connection c) {
            return List.of();
        }

        @Verify
        public List<String> b(Connection c) {
            return List.of();
        }

        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class VerifyReturnsVoid implements AnnotatedWorkload {
        @Verify
        public void check(Connection c) {
        }

        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class WorkerSetupOnWorkload implements AnnotatedWorkload {
        @Setup(Level.WORKER)
        public void open(Connection c) {
        }

        @Transaction
        public void t(Counter c) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class TrialSetupOnState implements AnnotatedWorkload {
        @State
        public static class S {
            @Setup(Level.TRIAL)
            public void open() {
            }
        }

        @Transaction
        public void t(S s) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class TransactionOnState implements AnnotatedWorkload {
        @State
        public static class S {
            @Transaction
            public void t(Counter c) {
            }
        }

        @Transaction
        public void t(S s) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class InnerState implements AnnotatedWorkload {
        @State
        public class S {
        }

        @Transaction
        public void t(S s) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class TwoStates implements AnnotatedWorkload {
        @State
        public static class A {
        }

        @State
        public static class B {
        }

        @Transaction
        public void a(A a) {
        }

        @Transaction
        public void b(B b) {
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class PauseWithOneString implements AnnotatedWorkload {
        @Transaction
        public void t(Counter c) {
        }

        @Pause
        public long pause(String last) {
            return 0;
        }
    }

    @Benchmark(id = "x", description = "d")
    public static class PauseReturnsInt implements AnnotatedWorkload {
        @Transaction
        public void t(Counter c) {
        }

        @Pause
        public int pause() {
            return 0;
        }
    }

    /** Three mistakes: all three are reported at once. */
    @Benchmark(id = "x", description = "d")
    public static class ManyMistakes implements AnnotatedWorkload {
        @Param("1")
        static int rows;

        @Transaction(weight = -2)
        void t(Counter c) {
        }
    }
}
