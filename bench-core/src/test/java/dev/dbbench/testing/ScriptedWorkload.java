package dev.dbbench.testing;

import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.sql.Statements;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A workload whose events do what a {@link Script} says: succeed, sleep, fail with a vendor code or
 * lose the connection. A successful event runs {@code reads} point queries, {@code writes} updates and
 * {@code other} COMMITs on the worker's fake connection, counted through {@link Statements} as a real
 * workload counts them, so tests can predict every total. It needs no tables: the fake server answers
 * every statement without them. Immutable apart from its attempt counters.
 */
public final class ScriptedWorkload extends TablelessWorkload<ScriptedWorkload.State> {
    private final Script script;
    private final int reads;
    private final int writes;
    private final int other;
    private final long openDelayMillis;
    /** How long a read of the server counter takes; negative when there is none. */
    private final long serverCounterMillis;
    /** Events that succeeded: what the workload's server counter reads, as TPC-C's D_NEXT_O_ID counts New-Orders. */
    private final AtomicLong succeeded = new AtomicLong();
    private final AtomicLong attempts = new AtomicLong();
    private final AtomicInteger opened = new AtomicInteger();
    private final Queue<Long> seeds = new ConcurrentLinkedQueue<>();

    private ScriptedWorkload(Script script, int reads, int writes, int other, long openDelayMillis,
                             long serverCounterMillis) {
        this.serverCounterMillis = serverCounterMillis;
        this.script = script;
        this.reads = reads;
        this.writes = writes;
        this.other = other;
        this.openDelayMillis = openDelayMillis;
    }

    /** Two reads, one write and one other per event. */
    public static ScriptedWorkload of(Script script) {
        return new ScriptedWorkload(script, 2, 1, 1, 0, -1);
    }

    public ScriptedWorkload withQueries(int newReads, int newWrites, int newOther) {
        return new ScriptedWorkload(script, newReads, newWrites, newOther, openDelayMillis, serverCounterMillis);
    }

    /** Makes each worker's {@link #open} take this long, as preparing many statements does. */
    public ScriptedWorkload withOpenDelay(long millis) {
        return new ScriptedWorkload(script, reads, writes, other, millis, serverCounterMillis);
    }

    /** This workload with a server counter, {@code succeeded}: the events that succeeded so far. */
    public ScriptedWorkload withServerCounter() {
        return withSlowServerCounter(0);
    }

    /** This workload with a server counter whose every read takes {@code millis}, as on a busy server. */
    public ScriptedWorkload withSlowServerCounter(long millis) {
        return new ScriptedWorkload(script, reads, writes, other, openDelayMillis, millis);
    }

    @Override
    public Optional<ServerCounters> serverCounters() {
        if (serverCounterMillis < 0) {
            return Optional.empty();
        }
        return Optional.of(new ServerCounters() {
            @Override
            public List<String> names() {
                return List.of("succeeded");
            }

            @Override
            public long[] read(Connection connection) {
                try {
                    Thread.sleep(serverCounterMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return new long[] {succeeded.get()};
            }
        });
    }

    /** Attempts started so far, successful or not. */
    public long attempts() {
        return attempts.get();
    }

    /** Worker states built so far, counting the rebuilds after reconnects. */
    public int statesOpened() {
        return opened.get();
    }

    /** The seed of every worker state built so far, in no particular order. */
    public List<Long> seedsOpened() {
        return List.copyOf(seeds);
    }

    public int readsPerEvent() {
        return reads;
    }

    public int writesPerEvent() {
        return writes;
    }

    public int otherPerEvent() {
        return other;
    }

    @Override
    public Map<String, String> settings() {
        return Map.of("reads", Integer.toString(reads), "writes", Integer.toString(writes), "other", Integer.toString(other));
    }

    @Override
    public State open(WorkerContext ctx) throws SQLException {
        sleep(openDelayMillis);
        Connection c = ctx.connection();
        State s = new State(ctx.worker(), c, SqlStatement.prepare(ctx, "SELECT c FROM sbtest1 WHERE id=?"),
                SqlStatement.prepare(ctx, "UPDATE sbtest1 SET k=k+1 WHERE id=?"), c.createStatement());
        opened.incrementAndGet();
        seeds.add(ctx.seed());
        return s;
    }

    @Override
    public int event(State s, Counter counter) throws SQLException {
        Action action = script.next(attempts.getAndIncrement(), s.worker);
        sleep(action.sleepMillis());
        switch (action.outcome()) {
            case ERROR -> throw new SQLException("scripted error " + action.vendorCode(), "HY000", action.vendorCode());
            case CONNECTION_LOST -> {
                s.connection.unwrap(FakeConnection.class).drop();
                throw new SQLNonTransientConnectionException("scripted loss of the connection", "08S01");
            }
            case TIMED_OUT -> {
                s.connection.unwrap(FakeConnection.class).drop();
                throw new SQLNonTransientConnectionException("Communications link failure", "08S01",
                        new java.net.SocketTimeoutException("Read timed out"));
            }
            case SUCCEED -> {
                for (int i = 0; i < reads; i++) {
                    s.select.setInt(1, i + 1);
                    Statements.query(s.select, counter);
                }
                for (int i = 0; i < writes; i++) {
                    s.update.setInt(1, i + 1);
                    Statements.update(s.update, counter);
                }
                for (int i = 0; i < other; i++) {
                    Statements.other(s.plain, "COMMIT", counter);
                }
                succeeded.incrementAndGet();
            }
        }
        return 0;
    }

    private static void sleep(long millis) throws SQLException {
        if (millis <= 0) {
            return;
        }
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while sleeping", e);
        }
    }

    /** One worker's statements on its own connection. */
    public static final class State implements WorkerState {
        private final int worker;
        private final Connection connection;
        private final SqlStatement select;
        private final SqlStatement update;
        private final Statement plain;

        State(int worker, Connection connection, SqlStatement select, SqlStatement update, Statement plain) {
            this.worker = worker;
            this.connection = connection;
            this.select = select;
            this.update = update;
            this.plain = plain;
        }

        @Override
        public void close() throws SQLException {
            select.close();
            update.close();
            plain.close();
        }
    }
}
