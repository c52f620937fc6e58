package dev.dbbench.workloads.sbtest;

import dev.dbbench.spi.workload.PrepareContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs prepare's work items on up to {@code ctx.threads()} threads, each with its own connection.
 * Threads pull items from a shared index, so a slow item does not leave the others idle; the first
 * failure stops the rest from starting new items and is rethrown with the later ones suppressed.
 *
 * <p>Each thread slot keeps its connection from one {@link #forEach} to the next, so that loading,
 * indexing and the other phases of one prepare log in once per thread: a login costs the client tens of
 * milliseconds of CPU (PostgreSQL's SCRAM hashes the password 4096 times), on the same cores the server
 * loads with. Tasks must leave their connection in auto-commit mode. {@link #close} closes them all.
 */
public final class ParallelTasks implements AutoCloseable {
    private final PrepareContext ctx;
    private final Connection[] slots;

    @FunctionalInterface
    public interface Task<T> {
        void run(Connection connection, T item) throws SQLException;
    }

    public ParallelTasks(PrepareContext ctx) {
        this.ctx = ctx;
        this.slots = new Connection[Math.max(1, ctx.threads())];
    }

    public <T> void forEach(List<T> items, Task<T> task) throws SQLException {
        int threads = Math.min(slots.length, items.size());
        if (threads == 0) {
            return;
        }
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean failed = new AtomicBoolean();
        AtomicInteger names = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "dbbench-prepare-" + names.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Void>> futures = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                int slot = i;
                futures.add(pool.submit(() -> {
                    try {
                        Connection connection = connection(slot);
                        int index;
                        while (!failed.get() && (index = next.getAndIncrement()) < items.size()) {
                            task.run(connection, items.get(index));
                        }
                    } catch (SQLException | RuntimeException e) {
                        failed.set(true);
                        throw e;
                    }
                    return null;
                }));
            }
            await(futures);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The slot's connection, opened on first use; each slot is used by one thread at a time. */
    private Connection connection(int slot) throws SQLException {
        Connection c;
        synchronized (slots) {
            c = slots[slot];
        }
        if (c == null) {
            c = ctx.connections().open();
            synchronized (slots) {
                slots[slot] = c;
            }
        }
        return c;
    }

    @Override
    public void close() throws SQLException {
        SQLException first = null;
        synchronized (slots) {
            for (int i = 0; i < slots.length; i++) {
                if (slots[i] == null) {
                    continue;
                }
                try {
                    slots[i].close();
                } catch (SQLException e) {
                    if (first == null) {
                        first = e;
                    } else {
                        first.addSuppressed(e);
                    }
                }
                slots[i] = null;
            }
        }
        if (first != null) {
            throw first;
        }
    }

    private static void await(List<Future<Void>> futures) throws SQLException {
        Throwable first = null;
        for (Future<Void> f : futures) {
            try {
                f.get();
            } catch (ExecutionException e) {
                if (first == null) {
                    first = e.getCause();
                } else if (first != e.getCause()) {
                    first.addSuppressed(e.getCause());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("prepare was interrupted", e);
            }
        }
        if (first instanceof SQLException sql) {
            throw sql;
        }
        if (first instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (first != null) {
            throw new SQLException("prepare failed: " + first, first);
        }
    }
}
