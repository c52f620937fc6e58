package dev.dbbench.binder;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.bench.Cleanup;
import dev.dbbench.spi.bench.Configure;
import dev.dbbench.spi.bench.Level;
import dev.dbbench.spi.bench.Param;
import dev.dbbench.spi.bench.Pause;
import dev.dbbench.spi.bench.Prepare;
import dev.dbbench.spi.bench.Setup;
import dev.dbbench.spi.bench.State;
import dev.dbbench.spi.bench.TearDown;
import dev.dbbench.spi.bench.Transaction;
import dev.dbbench.spi.bench.Verify;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A workload class that uses every annotation, for the binding tests. Its {@code @Verify} method answers with every
 * lifecycle call the instance saw, so a test reads them back through the workload interface.
 */
@Benchmark(id = "shop", description = "browse and buy, for the binding tests")
public class Shop implements AnnotatedWorkload {
    public enum Mode { FAST, CAREFUL }

    @Param(value = "10", min = 1, max = 1000, description = "rows loaded")
    int rows;
    @Param("5")
    long hotRows;
    @Param("0.5")
    double ratio;
    @Param("off")
    boolean audit;
    @Param("abc")
    String label;
    @Param("fast")
    Mode mode;
    @Param(value = "0", name = "rand-seed")
    private long seed;

    final List<String> calls = Collections.synchronizedList(new ArrayList<>());

    @Configure
    public void configure() {
        if (hotRows > rows) {
            throw new UsageException("--hot-rows " + hotRows + " is above --rows " + rows + "; give at most " + rows);
        }
        if (seed == 0) {
            seed = 42;
        }
        calls.add("configure");
    }

    @Prepare
    public void load(PrepareContext ctx) {
        calls.add("prepare " + ctx.threads());
    }

    @Verify
    public List<String> check(Dialect dialect, Connection connection) {
        return List.copyOf(calls);
    }

    @Cleanup
    public void drop(Connection connection) {
        calls.add("cleanup");
    }

    @Setup(Level.TRIAL)
    public void beforeTrial(Connection connection) {
        calls.add("setup trial");
    }

    @TearDown(Level.TRIAL)
    public void afterTrial() {
        calls.add("teardown trial");
    }

    @Setup(Level.STEP)
    public void beforeStep(Dialect dialect) {
        calls.add("setup step");
    }

    @TearDown(Level.STEP)
    public void afterStep() {
        calls.add("teardown step");
    }

    @Override
    public int weight(String transaction, int declared) {
        return mode == Mode.CAREFUL && transaction.equals("browse") ? 0 : declared;
    }

    @Override
    public int preparedStatementsPerWorker() {
        return rows > 100 ? 7 : 3;
    }

    /** The server's count of purchases, so that the binder hands it on. */
    @Override
    public Optional<ServerCounters> serverCounters() {
        return Optional.of(new ServerCounters() {
            @Override
            public List<String> names() {
                return List.of("purchases");
            }

            @Override
            public long[] read(Connection connection) {
                return new long[] {0};
            }
        });
    }

    /** What one worker keeps: how many times it bought, to alternate commits and rollbacks. */
    @State
    public static class Cart {
        final Shop shop;
        final int worker;
        int bought;
        Connection connection;

        public Cart(WorkerContext ctx, Shop shop) {
            this.shop = shop;
            this.worker = ctx.worker();
        }

        @Setup(Level.WORKER)
        public void open(Connection c) {
            connection = c;
            shop.calls.add("setup worker " + worker);
        }

        @TearDown(Level.WORKER)
        public void close() {
            shop.calls.add("teardown worker " + worker);
        }
    }

    @Transaction(weight = 3)
    public void browse(Cart cart, Counter counter) throws SQLException {
        counter.read();
    }

    /** Commits every other time, and rolls back in between. */
    @Transaction(name = "buy", weight = 1)
    public boolean checkout(Counter counter, Connection connection, Cart cart) {
        counter.write();
        return cart.bought++ % 2 == 0;
    }

    @Pause
    public long pause(Cart cart, String last, String next) {
        return last.equals("buy") ? 1_000 : next.length();
    }
}
