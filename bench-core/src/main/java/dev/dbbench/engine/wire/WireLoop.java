package dev.dbbench.engine.wire;

import static dev.dbbench.engine.wire.WireWorker.DOWN;
import static dev.dbbench.engine.wire.WireWorker.HELD;
import static dev.dbbench.engine.wire.WireWorker.PACED;
import static dev.dbbench.engine.wire.WireWorker.SENDING;
import static dev.dbbench.engine.wire.WireWorker.STOPPED;
import static dev.dbbench.engine.wire.WireWorker.WAITING;

import dev.dbbench.engine.Control;
import dev.dbbench.engine.FailurePolicy;
import dev.dbbench.engine.Pacer;
import dev.dbbench.engine.QueryCounter;
import dev.dbbench.engine.Reasons;
import dev.dbbench.engine.Step;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.sql.Statements;
import dev.dbbench.wire.WireConnection;
import java.io.IOException;
import java.sql.SQLException;
import java.util.List;

/**
 * One event-loop thread of a {@link WireEngine} step: drives its workers, each on its own connection, through
 * their events. How it waits for sockets is its subclass's: {@link SelectorLoop} serves several workers from
 * one selector, {@link BlockingLoop} blocks on a single worker's socket. An answer moves its worker on to the
 * next statement or event. What a worker measures and counts is what
 * a JDBC worker would: its event's latency from its start (or its due time under {@code --rate}),
 * and failed attempts handled as the step's {@link dev.dbbench.engine.FailurePolicy} says. The success path
 * allocates nothing.
 */
abstract class WireLoop implements Runnable {
    /** How often the loop looks at paced starts, reconnects and silent servers when nothing else wakes it. */
    static final long TICK_NANOS = 10_000_000L;
    /** How often a held worker looks whether measuring has started. */
    private static final long HOLD_CHECK_NANOS = 50_000L;

    private final WireEngine engine;
    private final EventScript script;
    private final List<ScriptStatement> statements;
    private final ScriptStatement.Kind[] kinds;
    final Step step;
    final WireWorker[] slots;
    final long socketTimeoutNanos;
    private Control.Allowance allowance;
    long now;
    long nextTimer;
    /** Workers not yet stopped: a loop whose workers have all stopped (the --events budget is spent) ends. */
    private int active;

    WireLoop(Step step, WireEngine engine, EventScript script, List<WireWorker> slots) {
        this.step = step;
        this.engine = engine;
        this.script = script;
        this.statements = script.statements();
        this.kinds = new ScriptStatement.Kind[statements.size()];
        for (int i = 0; i < kinds.length; i++) {
            kinds[i] = statements.get(i).kind();
        }
        this.slots = slots.toArray(new WireWorker[0]);
        this.active = this.slots.length;
        long timeout = engine.spec().socketTimeout().toNanos();
        this.socketTimeoutNanos = timeout > 0 ? timeout : Long.MAX_VALUE;
    }

    /** A loop for {@code slots}: blocking on the socket of a single worker, else on a selector. */
    static WireLoop of(Step step, WireEngine engine, EventScript script, List<WireWorker> slots) {
        return slots.size() == 1 ? new BlockingLoop(step, engine, script, slots) : new SelectorLoop(step, engine, script, slots);
    }

    /** Workers not yet stopped. */
    int active() {
        return active;
    }

    /** Readies what the loop waits with (a selector, a watchdog), before any connection is attached. */
    abstract void open() throws IOException;

    /** Readies a worker's connection, opened or reopened, for this loop. */
    abstract void attach(WireWorker s) throws IOException;

    /** Runs the started workers until the step ends for all of them. */
    abstract void drive() throws IOException;

    /** A worker sent all of its statement ({@code WAITING}) or part of it ({@code SENDING}). */
    abstract void waitFor(WireWorker s, int state);

    /** Releases what {@link #open} made; never throws. */
    abstract void release();

    @Override
    public void run() {
        try {
            if (register()) {
                step.go().await();
                allowance = step.control().allowance();
                now = System.nanoTime();
                nextTimer = now + TICK_NANOS;
                for (WireWorker s : slots) {
                    begin(s, now);
                }
                drive();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException | RuntimeException | Error e) {
            step.control().fail("the wire client failed: " + Reasons.of(e));
        } finally {
            for (WireWorker s : slots) {
                closeConnection(s);
            }
            release();
            for (int i = 0; i < slots.length; i++) {
                step.done().countDown();
            }
        }
    }

    /** Readies the loop and every connection; the workers count as ready either way. */
    private boolean register() {
        try {
            open();
            for (WireWorker s : slots) {
                attach(s);
            }
            return true;
        } catch (IOException e) {
            step.control().fail("the wire client could not start: " + Reasons.of(e));
            return false;
        } finally {
            for (int i = 0; i < slots.length; i++) {
                step.ready().countDown();
            }
        }
    }

    /** Whether a worker still waits for an answer; when the step stops, the loop lets those events finish. */
    boolean inFlight() {
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
    void timers() {
        long next = now + TICK_NANOS;
        for (WireWorker s : slots) {
            switch (s.state) {
                case PACED -> {
                    if (now - s.wakeAt >= 0 || allowance.spent()) {
                        start(s);
                    }
                }
                case DOWN -> {
                    if (now - s.wakeAt >= 0) {
                        reconnect(s);
                    }
                }
                case HELD -> {
                    if (now - s.wakeAt >= 0) {
                        s.start = Math.max(s.start, now);
                        start(s);
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
            if ((s.state == PACED || s.state == DOWN || s.state == HELD) && s.wakeAt - next < 0) {
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
        if (!step.control().running()) {
            stop(s);
            return;
        }
        Pacer pacer = step.pacer();
        if (pacer == null) {
            s.start = free;
        } else if (allowance.spent()) {
            stop(s);
            return;
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
        int take = step.control().running() ? allowance.take() : Control.SPENT;
        if (take == Control.HOLD) {
            if (s.state != HELD) {
                step.control().arrive();
            }
            schedule(s, HELD, now + HOLD_CHECK_NANOS);
        } else if (take == Control.GO) {
            first(s);
        } else {
            stop(s);
        }
    }

    /** Sends the first statement of an event (a new one, or a failed one started again). */
    private void first(WireWorker s) {
        s.epoch = step.outages().epoch();
        s.statement = s.cursor.next(s.params);
        send(s);
    }

    private void send(WireWorker s) {
        s.sentAt = now;
        try {
            waitFor(s, s.connection.send(s.statement, s.params) ? WAITING : SENDING);
        } catch (IOException e) {
            lost(s, e);
        }
    }

    void answered(WireWorker s) {
        WireConnection c = s.connection;
        QueryCounter counter = s.stats.queries;
        SQLException error = c.error();
        if (error != null) {
            carryOut(s, step.failures().failed(error, s.stats, script.origin(s.statement)));
            return;
        }
        Statements.count(kinds[s.statement], counter, c.rows(), c.affected());
        int next = s.cursor.next(s.params);
        if (next >= 0) {
            s.statement = next;
            send(s);
            return;
        }
        long end = System.nanoTime();
        counter.publishEvent();
        s.stats.event(s.cursor.operation(), end - s.start);
        step.ended(end);
        if (step.outages().active()) {
            step.outages().recovered(step.instance(), s.epoch);
        }
        begin(s, end);
    }

    /** Does what the failure policy decided for a failed attempt: start the event again, reconnect or stop. */
    private void carryOut(WireWorker s, FailurePolicy.Action action) {
        if (action == FailurePolicy.Action.RETRY) {
            try {
                if (s.connection.inTransaction()) {
                    rollback(s.connection);
                }
                s.cursor.reset();
                if (step.control().running()) {
                    first(s);
                } else {
                    stop(s);
                }
                return;
            } catch (IOException again) {
                action = FailurePolicy.Action.RECONNECT;
            } catch (SQLException again) {
                action = step.failures().recoveryFailed(again);
            }
        }
        if (action == FailurePolicy.Action.RECONNECT) {
            disconnected(s, now);
        } else {
            stop(s);
        }
    }

    /** Rolls back the open transaction of {@code c}; blocks this loop meanwhile. */
    void rollback(WireConnection c) throws IOException, SQLException {
        c.rollback();
    }

    /**
     * The connection broke: counted under the server's own code when it said why before leaving (PostgreSQL's
     * 57P01 when a backend is terminated), else under the code the protocol's JDBC driver gives a broken link.
     */
    void lost(WireWorker s, IOException e) {
        SQLException why = e.getCause() instanceof SQLException cause && cause.getSQLState() != null
                ? cause : new SQLException("connection lost", engine.client().linkLostState(), e);
        step.failures().lost(why, s.stats);
        disconnected(s, now);
    }

    /**
     * The server stayed silent past the socket timeout: counted as a timeout, and the connection is replaced. The
     * server has been away for the timeout already, since the unanswered statement was sent, not since the watchdog
     * fired; a blocking loop reads its clock seldom, so its send time may be older than that and the timeout decides.
     */
    void timedOut(WireWorker s) {
        step.failures().timedOut(s.stats);
        disconnected(s, socketTimeoutNanos == Long.MAX_VALUE ? s.sentAt : Math.max(s.sentAt, now - socketTimeoutNanos));
    }

    /**
     * The connection is gone, its error already counted: open an outage from {@code silentSince} (nano clock), close
     * the connection, reconnect soon.
     */
    private void disconnected(WireWorker s, long silentSince) {
        step.failures().disconnected(silentSince);
        closeConnection(s);
        s.cursor.reset();
        s.backoff = FailurePolicy.FIRST_BACKOFF_NANOS;
        schedule(s, DOWN, now);
    }

    /** Reopens a lost connection and starts its event again, as the JDBC worker does; blocks this loop meanwhile. */
    private void reconnect(WireWorker s) {
        if (!step.control().running()) {
            stop(s);
            return;
        }
        try {
            s.connection = engine.client().open(engine.spec(), step.psMode(), statements);
            attach(s);
            s.stats.reconnected();
            if (step.outages().active()) {
                step.lookUpInstance(step.outages().epoch());
            }
            now = System.nanoTime();
            first(s);
        } catch (SQLException | IOException e) {
            closeConnection(s);
            now = System.nanoTime();
            schedule(s, DOWN, now + s.backoff);
            s.backoff = FailurePolicy.nextBackoff(s.backoff);
        }
    }

    private static void closeConnection(WireWorker s) {
        if (s.connection != null) {
            s.connection.close();
            s.connection = null;
        }
    }
}
