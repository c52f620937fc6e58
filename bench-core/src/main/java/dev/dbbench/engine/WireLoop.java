package dev.dbbench.engine;

import static dev.dbbench.engine.WireWorker.DOWN;
import static dev.dbbench.engine.WireWorker.FIRST_BACKOFF_NANOS;
import static dev.dbbench.engine.WireWorker.PACED;
import static dev.dbbench.engine.WireWorker.SENDING;
import static dev.dbbench.engine.WireWorker.STOPPED;
import static dev.dbbench.engine.WireWorker.WAITING;

import dev.dbbench.script.EventScript;
import dev.dbbench.script.ScriptStatement;
import dev.dbbench.spi.ErrorClass;
import dev.dbbench.spi.QueryCounter;
import dev.dbbench.wire.WireConnection;
import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * One event-loop thread of a {@link WireEngine} step: drives several workers, each on its own connection,
 * from one selector; a loop with a single worker blocks on that worker's socket instead, as a JDBC worker does,
 * since a selector costs an {@code epoll_wait} per answer that a blocking read does not ({@link ReadWatchdog}
 * then enforces {@code --query-timeout}). A worker sends one statement, the loop serves the others while the answer travels, and
 * the answer moves that worker on to its next statement or event. What a worker measures and counts is what
 * a JDBC {@link Worker} would: its event's latency from its start (or its due time under {@code --rate}),
 * failed attempts restarted as the same event, lost connections reopened with backoff. The success path
 * allocates nothing.
 */
final class WireLoop implements Runnable {
    /** How often the loop looks at paced starts, reconnects and silent servers when nothing else wakes it. */
    private static final long TICK_NANOS = 10_000_000L;
    private static final long MAX_BACKOFF_NANOS = 1_000_000_000L;

    private final Step step;
    private final WireEngine engine;
    private final List<ScriptStatement> statements;
    private final ScriptStatement.Kind[] kinds;
    private final WireWorker[] slots;
    private final long socketTimeoutNanos;
    private final Consumer<SelectionKey> onReady = this::ready;
    /** One worker: its socket is read in blocking mode, without a selector. */
    private final boolean direct;
    private Selector selector;
    private ReadWatchdog watchdog;
    private Control.Allowance allowance;
    private long now;
    private long nextTimer;
    /** Workers not yet stopped: a loop whose workers have all stopped (the --events budget is spent) ends. */
    private int active;

    WireLoop(Step step, WireEngine engine, EventScript script, List<WireWorker> slots) {
        this.step = step;
        this.engine = engine;
        this.statements = script.statements();
        this.kinds = new ScriptStatement.Kind[statements.size()];
        for (int i = 0; i < kinds.length; i++) {
            kinds[i] = statements.get(i).kind();
        }
        this.slots = slots.toArray(new WireWorker[0]);
        this.active = this.slots.length;
        long timeout = engine.spec().socketTimeout().toNanos();
        this.socketTimeoutNanos = timeout > 0 ? timeout : Long.MAX_VALUE;
        this.direct = this.slots.length == 1;
    }

    @Override
    public void run() {
        try {
            if (register()) {
                step.go.await();
                allowance = step.control.allowance();
                now = System.nanoTime();
                nextTimer = now + TICK_NANOS;
                for (WireWorker s : slots) {
                    begin(s, now);
                }
                if (direct) {
                    blockingLoop(slots[0]);
                } else {
                    loop();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException | RuntimeException | Error e) {
            step.control.fail("event loop " + Thread.currentThread().getName() + " failed: " + e);
        } finally {
            for (WireWorker s : slots) {
                closeConnection(s);
            }
            Closeables.quietly(selector);
            if (watchdog != null) {
                watchdog.close();
            }
            for (int i = 0; i < slots.length; i++) {
                step.done.countDown();
            }
        }
    }

    /** Registers every connection with a new selector, or readies the one blocking socket; the workers count as ready either way. */
    private boolean register() {
        try {
            if (direct) {
                if (socketTimeoutNanos != Long.MAX_VALUE) {
                    watchdog = new ReadWatchdog(socketTimeoutNanos, Thread.currentThread().getName());
                }
            } else {
                selector = Selector.open();
            }
            for (WireWorker s : slots) {
                attach(s);
            }
            return true;
        } catch (IOException e) {
            step.control.fail("event loop " + Thread.currentThread().getName() + " could not start: " + e);
            return false;
        } finally {
            for (int i = 0; i < slots.length; i++) {
                step.ready.countDown();
            }
        }
    }

    private void attach(WireWorker s) throws IOException {
        if (direct) {
            s.connection.channel().configureBlocking(true);
            if (watchdog != null) {
                watchdog.watch(s.connection.channel());
            }
        } else {
            s.key = s.connection.channel().register(selector, 0, s);
        }
    }

    /**
     * The loop of a single worker: waits for its answer in a blocking read, for its paced start or its reconnect
     * by parking, and looks at the step between events as {@link #loop} does.
     */
    private void blockingLoop(WireWorker s) throws IOException {
        while (!Thread.currentThread().isInterrupted()) {
            if (active == 0 || !step.control.running() && !inFlight()) {
                return;
            }
            switch (s.state) {
                case WAITING -> blockingReceive(s);
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

    private void blockingReceive(WireWorker s) {
        boolean done;
        ReadWatchdog w = watchdog;
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

    private void loop() throws IOException {
        while (!Thread.currentThread().isInterrupted()) {
            if (active == 0 || !step.control.running() && !inFlight()) {
                return;
            }
            long wait = nextTimer - now;
            if (wait <= 0) {
                selector.selectNow(onReady);
            } else {
                selector.select(onReady, Math.max(1, wait / 1_000_000L));
            }
            now = System.nanoTime();
            if (now - nextTimer >= 0) {
                timers();
            }
        }
    }

    /** Whether a worker still waits for an answer; when the step stops, the loop lets those events finish. */
    private boolean inFlight() {
        boolean any = false;
        for (WireWorker s : slots) {
            if (s.state == SENDING || s.state == WAITING) {
                any = true;
            } else {
                stop(s);
            }
        }
        return any;
    }

    /** Starts paced events that are due, reopens lost connections, and gives up on servers silent too long. */
    private void timers() {
        long next = now + TICK_NANOS;
        for (WireWorker s : slots) {
            switch (s.state) {
                case PACED -> {
                    if (now - s.wakeAt >= 0) {
                        start(s);
                    }
                }
                case DOWN -> {
                    if (now - s.wakeAt >= 0) {
                        reconnect(s);
                    }
                }
                case SENDING, WAITING -> {
                    if (now - s.sentAt > socketTimeoutNanos) {
                        timedOut(s);
                    }
                }
                default -> {
                }
            }
            if ((s.state == PACED || s.state == DOWN) && s.wakeAt - next < 0) {
                next = s.wakeAt;
            }
        }
        nextTimer = next;
    }

    private void stop(WireWorker s) {
        if (s.state != STOPPED) {
            s.state = STOPPED;
            active--;
        }
    }

    private void schedule(WireWorker s, int state, long wakeAt) {
        s.state = state;
        s.wakeAt = wakeAt;
        if (wakeAt - nextTimer < 0) {
            nextTimer = wakeAt;
        }
    }

    /** A worker is free: its next event starts now, or at its due time under {@code --rate}. */
    private void begin(WireWorker s, long free) {
        if (!step.control.running()) {
            stop(s);
            return;
        }
        Pacer pacer = step.pacer;
        if (pacer == null) {
            s.start = free;
        } else {
            s.start = pacer.take();
            if (s.start - free > 0) {
                schedule(s, PACED, s.start);
                return;
            }
        }
        start(s);
    }

    private void start(WireWorker s) {
        if (!step.control.running() || !allowance.take()) {
            stop(s);
            return;
        }
        first(s);
    }

    /** Sends the first statement of an event (a new one, or a failed one started again). */
    private void first(WireWorker s) {
        s.epoch = step.outages.epoch();
        s.statement = s.cursor.next(s.params);
        send(s);
    }

    private void send(WireWorker s) {
        s.sentAt = now;
        try {
            if (s.connection.send(s.statement, s.params)) {
                interest(s, WAITING, SelectionKey.OP_READ);
            } else {
                interest(s, SENDING, SelectionKey.OP_WRITE);
            }
        } catch (IOException e) {
            lost(s, e);
        }
    }

    private void interest(WireWorker s, int state, int ops) {
        s.state = state;
        if (!direct && s.key.interestOps() != ops) {
            s.key.interestOps(ops);
        }
    }

    private void ready(SelectionKey key) {
        WireWorker s = (WireWorker) key.attachment();
        if (!key.isValid()) {
            return;
        }
        try {
            if (s.state == SENDING && key.isWritable() && s.connection.flush()) {
                interest(s, WAITING, SelectionKey.OP_READ);
            } else if (s.state == WAITING && key.isReadable() && s.connection.receive()) {
                answered(s);
            }
        } catch (IOException e) {
            lost(s, e);
        }
    }

    private void answered(WireWorker s) {
        WireConnection c = s.connection;
        QueryCounter counter = s.stats.queries;
        SQLException error = c.error();
        if (error != null) {
            // Statements of a failed attempt count too, as in sysbench, in the interval the error happened.
            counter.publish();
            failed(s, error);
            return;
        }
        kinds[s.statement].count(counter, c.rows(), c.affected());
        int next = s.cursor.next(s.params);
        if (next >= 0) {
            s.statement = next;
            send(s);
            return;
        }
        long end = System.nanoTime();
        counter.publishEvent();
        s.stats.event(s.cursor.operation(), end - s.start);
        if (step.outages.active()) {
            step.outages.recovered(step.instance, s.epoch);
        }
        begin(s, end);
    }

    /** A statement failed on the server: count it, then start the event again, reconnect or stop the step. */
    private void failed(WireWorker s, SQLException e) {
        ErrorClass kind = step.target.classify(e, step.spec.ignoredErrors());
        String code = step.target.errorCode(e);
        s.stats.error(code, kind == ErrorClass.IGNORABLE, false);
        switch (kind) {
            case IGNORABLE -> {
                try {
                    if (s.connection.inTransaction()) {
                        rollback(s.connection);
                    }
                } catch (IOException | SQLException again) {
                    disconnected(s);
                    return;
                }
                s.cursor.reset();
                if (step.control.running()) {
                    first(s);
                } else {
                    stop(s);
                }
            }
            case CONNECTION -> disconnected(s);
            default -> {
                step.control.fail(Worker.notIgnored(code, e.getMessage()));
                stop(s);
            }
        }
    }

    /** The connection's ROLLBACK waits on a selector of its own, which a blocking socket cannot join. */
    private void rollback(WireConnection c) throws IOException, SQLException {
        if (direct) {
            c.channel().configureBlocking(false);
        }
        c.rollback();
        if (direct) {
            c.channel().configureBlocking(true);
        }
    }

    /**
     * The connection broke: counted under the server's own code when it said why before leaving (PostgreSQL's
     * 57P01 when a backend is terminated), else as SQLSTATE 08006, the code JDBC drivers give a broken link.
     */
    private void lost(WireWorker s, IOException e) {
        SQLException why = e.getCause() instanceof SQLException cause && cause.getSQLState() != null
                ? cause : new SQLException("connection lost", "08006", e);
        s.stats.queries.publish();
        s.stats.error(step.target.errorCode(why), false, false);
        disconnected(s);
    }

    /** The server stayed silent past the socket timeout: counted as a timeout, and the connection is replaced. */
    private void timedOut(WireWorker s) {
        s.stats.queries.publish();
        s.stats.error("timeout", false, true);
        disconnected(s);
    }

    /** The connection is gone, its error already counted: open an outage, close it, reconnect soon. */
    private void disconnected(WireWorker s) {
        step.outages.failed(step.instance);
        closeConnection(s);
        s.cursor.reset();
        s.backoff = FIRST_BACKOFF_NANOS;
        schedule(s, DOWN, now);
    }

    /** Reopens a lost connection and starts its event again, as the JDBC worker does; blocks this loop meanwhile. */
    private void reconnect(WireWorker s) {
        if (!step.control.running()) {
            stop(s);
            return;
        }
        try {
            s.connection = engine.client().open(engine.spec(), step.psMode, statements);
            attach(s);
            s.stats.reconnected();
            now = System.nanoTime();
            first(s);
        } catch (SQLException | IOException e) {
            closeConnection(s);
            now = System.nanoTime();
            schedule(s, DOWN, now + s.backoff);
            s.backoff = Math.min(s.backoff * 2, MAX_BACKOFF_NANOS);
        }
    }

    private static void closeConnection(WireWorker s) {
        if (s.connection != null) {
            s.connection.close();
            s.connection = null;
        }
    }
}
