package dev.dbbench.engine.wire;

import static dev.dbbench.engine.wire.WireWorker.SENDING;
import static dev.dbbench.engine.wire.WireWorker.WAITING;

import dev.dbbench.engine.Step;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.wire.WireConnection;
import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * A {@link WireLoop} with a single worker, which blocks on that worker's socket as a JDBC worker does: one
 * {@code write} and one {@code read} per statement, where a selector would add an {@code epoll_wait} per answer.
 * Paced starts and reconnects wait by parking; {@link ChannelWatch} enforces {@code --query-timeout}.
 */
final class BlockingLoop extends WireLoop {
    /** Null without a --query-timeout. */
    private final ChannelWatch watchdog;

    BlockingLoop(Step step, WireEngine engine, EventScript script, List<WireWorker> slots) {
        super(step, engine, script, slots);
        this.watchdog = socketTimeoutNanos == Long.MAX_VALUE ? null
                : new ChannelWatch(Math.max(1, socketTimeoutNanos / 1_000_000L));
    }

    @Override
    void open() {
        // The socket is the connection's, and the watchdog the process's.
    }

    @Override
    void attach(WireWorker s) throws IOException {
        s.connection.channel().configureBlocking(true);
        if (watchdog != null) {
            watchdog.watch(s.connection.channel());
        }
    }

    @Override
    void drive() {
        WireWorker s = slots[0];
        while (!Thread.currentThread().isInterrupted()) {
            if (active() == 0 || !step.control().running() && !inFlight()) {
                return;
            }
            switch (s.state) {
                case WAITING -> receive(s);
                case SENDING -> {
                    // A blocking write takes all of it.
                    try {
                        s.connection.flush();
                        s.state = WAITING;
                    } catch (IOException e) {
                        lost(s, e);
                    }
                }
                default -> {
                    now = System.nanoTime();
                    long wait = Math.min(nextTimer - now, TICK_NANOS);
                    if (wait > 0) {
                        LockSupport.parkNanos(wait);
                    }
                    now = System.nanoTime();
                    timers();
                }
            }
        }
    }

    private void receive(WireWorker s) {
        boolean done;
        ChannelWatch w = watchdog;
        if (w != null) {
            w.blocking();
        }
        try {
            done = s.connection.receive();
        } catch (IOException e) {
            now = System.nanoTime();
            if (w != null && w.expired()) {
                timedOut(s);
            } else {
                lost(s, e);
            }
            return;
        } finally {
            if (w != null) {
                w.returned();
            }
        }
        if (done) {
            answered(s);
        }
    }

    /** A blocking write sends all of it, so the worker waits for its answer. */
    @Override
    void waitFor(WireWorker s, int state) {
        s.state = state;
    }

    /** The connection's ROLLBACK waits on a selector of its own, which a blocking socket cannot join. */
    @Override
    void rollback(WireConnection c) throws IOException, SQLException {
        c.channel().configureBlocking(false);
        c.rollback();
        c.channel().configureBlocking(true);
    }

    @Override
    void release() {
        if (watchdog != null) {
            watchdog.release();
        }
    }
}
