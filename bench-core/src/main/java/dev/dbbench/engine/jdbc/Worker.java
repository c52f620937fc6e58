package dev.dbbench.engine.jdbc;

import dev.dbbench.engine.Closeables;
import dev.dbbench.engine.Control;
import dev.dbbench.engine.FailurePolicy;
import dev.dbbench.engine.Outages;
import dev.dbbench.engine.Pacer;
import dev.dbbench.engine.QueryCounter;
import dev.dbbench.engine.Reasons;
import dev.dbbench.engine.Step;
import dev.dbbench.engine.WorkerStats;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.EventTraits;
import dev.dbbench.spi.workload.TransactionMix;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.locks.LockSupport;

/**
 * One worker thread: builds its state on its own connection, waits for the step to start, then runs
 * events until the step stops. The loop allocates nothing; errors take a separate, slower path. In a step that routes
 * read-only work to the target's readers ({@link Step#route()}) the worker also holds a connection and a state on its
 * reader, and runs each event on the one its transaction calls for.
 */
final class Worker<S extends WorkerState> implements Runnable {
    /** What {@link #runEvent} returns when this worker must stop; the clock never reads it in practice. */
    private static final long STOP = Long.MIN_VALUE;
    /** A pause checks this often whether the step stopped, so a think time never outlasts the run by more. */
    private static final long PAUSE_SLICE_NANOS = 100_000_000L;
    private final int id;
    private final Step step;
    private final ConfiguredWorkload<S> workload;
    private final EventTraits<S> traits;
    private final WorkerStats stats;
    private final ConnectionSet connections;
    /** The driver's read timeout in nanoseconds; 0 when unknown. */
    private final long readTimeoutNanos;
    /** Since when the server had been silent to this worker when its connection was given up (nano clock). */
    private long silentSince;
    private final ReaderPool readers;
    /** Whether events may run on the reader: {@link Step#route()} is not {@link Step#ON_WRITER}. */
    private final boolean routed;
    private Connection connection;
    private S state;
    /** The reader's side of a routed worker; null otherwise. */
    private Connection readerConnection;
    private S readerState;
    private String readerInstance = "";
    private TransactionMix<S> mix;
    private ReadYourWrites ryw;
    /** The state of the event that ran last, whose pause follows it. */
    private S ran;
    /** States opened after a lost connection; each gets a new seed, or it would replay the statements sent so far. */
    private int reopened;

    Worker(int id, Step step, ConfiguredWorkload<S> workload, WorkerStats stats, ConnectionSet connections, long readTimeoutNanos,
           ReaderPool readers) {
        this.id = id;
        this.readTimeoutNanos = readTimeoutNanos;
        this.connections = connections;
        this.readers = readers;
        this.routed = step.route() != Step.ON_WRITER;
        this.step = step;
        this.workload = workload;
        this.traits = workload.traits();
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
            step.control().fail("worker " + id + " failed: " + Reasons.of(e));
        } finally {
            if (ryw != null) {
                ryw.close();
            }
            Closeables.quietly(state);
            Closeables.quietly(readerState);
            step.done().countDown();
        }
    }

    private boolean open() {
        try {
            connection = connections.get(id);
            if (step.route() != Step.ON_READER) {
                state = workload.open(context(connection, 0));
            }
            if (routed) {
                readerConnection = readers.get(id);
                readerState = workload.open(context(readerConnection, 1));
                readerInstance = step.target().inspector().instanceId(readerConnection);
                mix = traits.mix().orElse(null);
                ryw = step.readers().readYourWrites() ? new ReadYourWrites(stats) : null;
            }
            if (id == 0) {
                step.instance(step.target().inspector().instanceId(connection));
            }
            return true;
        } catch (SQLException e) {
            step.control().fail("worker " + id + " could not prepare its statements: " + e.getMessage());
            return false;
        }
    }

    /** The context of a state on {@code c}; {@code side} is 0 for the writer's, 1 for the reader's, which draws apart. */
    private WorkerContext context(Connection c, int side) {
        // worker + k * workers: unique over the step's workers and their reopened states, never near the next step's seeds.
        int worker = step.worker(id);
        long seed = step.spec().seed() + worker + (long) (2 * reopened + side) * step.allWorkers();
        return new WorkerContext(worker, step.allWorkers(), c, step.target().dialect(), step.psMode(), seed);
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
            end = routed ? runRouted(start, counter) : runEvent(start, counter);
            if (end == STOP) {
                break;
            }
            long pause = traits.pauseNanos(routed ? ran : state);
            if (pause > 0) {
                end = pause(control, end + pause);
            }
        }
    }

    /** Waits until {@code until} on the nano clock, or until the step stops; returns the time it ended. */
    private static long pause(Control control, long until) {
        long now = System.nanoTime();
        while (now < until && control.running()) {
            java.util.concurrent.locks.LockSupport.parkNanos(Math.min(until - now, PAUSE_SLICE_NANOS));
            now = System.nanoTime();
        }
        return now;
    }

    /**
     * Runs one event until it succeeds. A failed attempt is handled as the step's {@link FailurePolicy} says: the
     * event uses one event of the {@code --events} budget and its latency, from {@code start}, includes the failed
     * attempts. Returns when it ended, or {@link #STOP} when this worker must stop.
     */
    private long runEvent(long start, QueryCounter counter) {
        while (true) {
            long epoch = step.outages().epoch();
            try {
                int operation = workload.event(state, counter);
                long end = System.nanoTime();
                counter.publishEvent();
                stats.event(operation, end - start);
                step.ended(end);
                if (step.outages().active()) {
                    step.outages().recovered(step.instance(), epoch);
                }
                return end;
            } catch (SQLException e) {
                // A statement that timed out was sent a read timeout ago: the server has been silent since then.
                long failedAt = System.nanoTime();
                silentSince = FailurePolicy.timedOut(e) && readTimeoutNanos > 0 ? failedAt - readTimeoutNanos : failedAt;
                if (!carryOut(step.failures().failed(e, stats)) || !step.control().running()) {
                    return STOP;
                }
            }
        }
    }

    /**
     * {@link #runEvent} in a step that routes: draws the transaction (or takes the whole read-only workload's event),
     * runs it on the reader when it only reads and on the writer otherwise, and records its latency under that
     * endpoint. Each endpoint's outages are its own: a read that succeeds ends no outage of the writer.
     */
    private long runRouted(long start, QueryCounter counter) {
        int choice = mix == null ? -1 : mix.pick(state);
        boolean onReader = mix == null || mix.readOnly(choice);
        int endpoint = onReader ? (1 + step.readers().of(id)) * workload.operations().size() : 0;
        if (onReader && ryw != null) {
            ryw.check(readerConnection);
            if (step.pacer() == null) {
                start = System.nanoTime();
            }
        }
        while (true) {
            Outages outages = onReader ? step.readerOutages(step.readers().of(id)) : step.outages();
            long epoch = outages.epoch();
            S s = onReader ? readerState : state;
            try {
                int operation = choice < 0 ? workload.event(s, counter) : mix.run(s, choice, counter);
                long end = System.nanoTime();
                counter.publishEvent();
                stats.event(endpoint + operation, end - start);
                step.ended(end);
                if (outages.active()) {
                    outages.recovered(onReader ? readerInstance : step.instance(), epoch);
                }
                ran = s;
                if (!onReader && ryw != null) {
                    ryw.wrote(connection);
                    return System.nanoTime();
                }
                return end;
            } catch (SQLException e) {
                long failedAt = System.nanoTime();
                silentSince = FailurePolicy.timedOut(e) && readTimeoutNanos > 0 ? failedAt - readTimeoutNanos : failedAt;
                if (!carryOut(step.failures().failed(e, stats), onReader) || !step.control().running()) {
                    return STOP;
                }
            }
        }
    }

    /** Does what the failure policy decided; false when this worker stops. */
    private boolean carryOut(FailurePolicy.Action action) {
        return carryOut(action, false);
    }

    /** Does what the failure policy decided for an attempt on the reader or the writer; false when this worker stops. */
    private boolean carryOut(FailurePolicy.Action action, boolean onReader) {
        if (action == FailurePolicy.Action.RETRY) {
            try {
                workload.recover(onReader ? readerState : state, onReader ? readerConnection : connection, step.target().dialect());
                return true;
            } catch (SQLException again) {
                action = step.failures().recoveryFailed(again);
            }
        }
        return action == FailurePolicy.Action.RECONNECT && (onReader ? reconnectReader() : reconnect());
    }

    /** Replaces the lost reader connection as {@link #reconnect} does the writer's, under the reader's own outages. */
    private boolean reconnectReader() {
        Outages outages = step.readerOutages(step.readers().of(id));
        outages.failed(readerInstance, !step.control().measuring());
        Closeables.quietly(readerState);
        readerState = null;
        Closeables.quietly(readerConnection);
        long backoff = FailurePolicy.FIRST_BACKOFF_NANOS;
        while (step.control().running()) {
            try {
                readerConnection = readers.factory(id).open();
                readers.replace(id, readerConnection);
                reopened++;
                readerState = workload.open(context(readerConnection, 1));
                readerInstance = step.target().inspector().instanceId(readerConnection);
                stats.reconnected();
                return true;
            } catch (SQLException e) {
                Closeables.quietly(readerConnection);
                LockSupport.parkNanos(backoff);
                backoff = FailurePolicy.nextBackoff(backoff);
            }
        }
        return false;
    }

    /** Replaces the lost connection, retrying with the policy's backoff until it works or the step ends. */
    private boolean reconnect() {
        step.failures().disconnected(silentSince);
        Closeables.quietly(state);
        state = null;
        Closeables.quietly(connection);
        long backoff = FailurePolicy.FIRST_BACKOFF_NANOS;
        while (step.control().running()) {
            try {
                connection = connections.factory().open();
                connections.replace(id, connection);
                reopened++;
                state = workload.open(context(connection, 0));
                step.instance(step.target().inspector().instanceId(connection));
                stats.reconnected();
                return true;
            } catch (SQLException e) {
                Closeables.quietly(connection);
                LockSupport.parkNanos(backoff);
                backoff = FailurePolicy.nextBackoff(backoff);
            }
        }
        return false;
    }
}
