package dev.dbbench.engine.jdbc;

import dev.dbbench.engine.Closeables;
import dev.dbbench.engine.Control;
import dev.dbbench.engine.Failures;
import dev.dbbench.engine.Pacer;
import dev.dbbench.engine.QueryCounter;
import dev.dbbench.engine.Step;
import dev.dbbench.engine.WorkerStats;
import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import java.net.SocketTimeoutException;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * One worker thread: builds its state on its own connection, waits for the step to start, then runs
 * events until the step stops. The loop allocates nothing; errors take a separate, slower path.
 */
final class Worker<S extends WorkerState> implements Runnable {
    // The outage window closes only when a reconnect succeeds, so the longest pause between attempts is
    // how much a restart's downtime can be overstated; one attempt per second per worker costs a server nothing.
    private static final long MAX_BACKOFF_NANOS = 1_000_000_000L;
    /** What {@link #runEvent} returns when this worker must stop; the clock never reads it in practice. */
    private static final long STOP = Long.MIN_VALUE;
    private final int id;
    private final Step step;
    private final ConfiguredWorkload<S> workload;
    private final WorkerStats stats;
    private final ConnectionSet connections;
    private Connection connection;
    private S state;
    /** States opened after a lost connection; each gets a new seed, or it would replay the statements sent so far. */
    private int reopened;

    Worker(int id, Step step, ConfiguredWorkload<S> workload, WorkerStats stats, ConnectionSet connections) {
        this.id = id;
        this.connections = connections;
        this.step = step;
        this.workload = workload;
        this.stats = stats;
    }

    @Override
    public void run() {
        try {
            if (open()) {
                step.ready().countDown();
                step.go().await();
                loop();
            } else {
                step.ready().countDown();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) {
            step.control().fail("worker " + id + " failed: " + e);
        } finally {
            Closeables.quietly(state);
            step.done().countDown();
        }
    }

    private boolean open() {
        try {
            connection = connections.get(id);
            state = workload.open(context());
            if (id == 0) {
                step.instance(step.target().inspector().instanceId(connection));
            }
            return true;
        } catch (SQLException e) {
            step.control().fail("worker " + id + " could not prepare its statements: " + e.getMessage());
            return false;
        }
    }

    private WorkerContext context() {
        // id + k * threads: unique over the step's workers and their reopened states, never near the next step's seeds.
        long seed = step.spec().seed() + id + (long) reopened * step.spec().threads();
        return new WorkerContext(id, step.spec().threads(), connection, step.target().dialect(), step.psMode(), seed);
    }

    private void loop() {
        final Control control = step.control();
        final Pacer pacer = step.pacer();
        final QueryCounter counter = stats.queries;
        final Control.Allowance allowance = control.allowance();
        // Unpaced, an event starts when the previous one ended: one clock read per event instead of two
        // (a read costs 25-30 ns on a VM), and the loop's own few nanoseconds are charged to the next event.
        long end = System.nanoTime();
        while (control.running()) {
            long start = pacer == null ? end : pacer.await(control, allowance);
            if (pacer != null && start == Pacer.STOPPED) {
                break;
            }
            int take = allowance.take();
            if (take == Control.HOLD) {
                control.arrive();
                if (!control.awaitMeasuring()) {
                    break;
                }
                start = Math.max(start, System.nanoTime());
                take = allowance.take();
            }
            if (take != Control.GO) {
                break;
            }
            end = runEvent(start, counter);
            if (end == STOP) {
                break;
            }
        }
    }

    /**
     * Runs one event until it succeeds. As in sysbench, an event that hits an ignored error or a lost
     * connection is restarted as the same event: it uses one event of the {@code --events} budget and its
     * latency, from {@code start}, includes the failed attempts. Returns when it ended, or {@link #STOP}
     * when this worker must stop.
     */
    private long runEvent(long start, QueryCounter counter) {
        while (true) {
            long epoch = step.outages().epoch();
            try {
                int operation = workload.event(state, counter);
                long end = System.nanoTime();
                counter.publishEvent();
                stats.event(operation, end - start);
                if (step.outages().active()) {
                    step.outages().recovered(step.instance(), epoch);
                }
                return end;
            } catch (SQLException e) {
                // Statements of a failed attempt count too, as in sysbench, in the interval the error happened.
                counter.publish();
                if (!handle(e) || !step.control().running()) {
                    return STOP;
                }
            }
        }
    }

    /** Counts the error and decides whether this worker goes on. */
    private boolean handle(SQLException e) {
        ErrorClass kind = step.target().errors().classify(e, step.spec().ignoredErrors());
        boolean timeout = isTimeout(e);
        stats.error(timeout ? "timeout" : step.target().errors().code(e), kind == ErrorClass.IGNORABLE, timeout);
        switch (kind) {
            case IGNORABLE -> {
                try {
                    workload.recover(state, connection, step.target().dialect());
                } catch (SQLException again) {
                    return step.target().errors().isConnectionLost(again) ? reconnect() : fail(again);
                }
                return true;
            }
            case CONNECTION -> {
                return reconnect();
            }
            default -> {
                return fail(e);
            }
        }
    }

    private boolean fail(SQLException e) {
        step.control().fail(Failures.notIgnored(step.target().errors().code(e), e.getMessage()));
        return false;
    }

    /** Replaces the lost connection, retrying with backoff until it works or the step ends. */
    private boolean reconnect() {
        step.outages().failed(step.instance());
        Closeables.quietly(state);
        state = null;
        Closeables.quietly(connection);
        long backoff = 50_000_000L;
        while (step.control().running()) {
            try {
                connection = connections.factory().open();
                connections.replace(id, connection);
                reopened++;
                state = workload.open(context());
                step.instance(step.target().inspector().instanceId(connection));
                stats.reconnected();
                return true;
            } catch (SQLException e) {
                Closeables.quietly(connection);
                java.util.concurrent.locks.LockSupport.parkNanos(backoff);
                backoff = Math.min(backoff * 2, MAX_BACKOFF_NANOS);
            }
        }
        return false;
    }

    private static boolean isTimeout(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SocketTimeoutException || t instanceof java.sql.SQLTimeoutException) {
                return true;
            }
        }
        return false;
    }
}
