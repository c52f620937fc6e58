package dev.dbbench.testing;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An in-memory stand-in for a database server: hands out {@link FakeConnection}s, counts them, and
 * can crash, which drops every open connection and refuses new ones for a while. Thread-safe; one
 * instance per test, never shared through a static field.
 */
public final class FakeServer {
    private final AtomicInteger opened = new AtomicInteger();
    private final AtomicInteger refused = new AtomicInteger();
    private final AtomicInteger generation = new AtomicInteger(1);
    private final Set<FakeConnection> live = ConcurrentHashMap.newKeySet();
    private final Set<FakeConnection> all = ConcurrentHashMap.newKeySet();
    private volatile long downUntilNanos;
    private volatile boolean down;

    /** Opens a connection, or fails with SQLSTATE 08001 while the server is down. */
    public Connection connect() throws SQLException {
        if (down && System.nanoTime() - downUntilNanos < 0) {
            refused.incrementAndGet();
            throw new SQLNonTransientConnectionException("connection refused: the fake server is down", "08001");
        }
        FakeConnection c = new FakeConnection(this, opened.incrementAndGet());
        live.add(c);
        all.add(c);
        return c.jdbc();
    }

    /**
     * Drops every open connection and refuses new ones for {@code downtime}. With {@code failover} the
     * server comes back as a new instance, as a replica promoted after the primary died.
     */
    public void crash(Duration downtime, boolean failover) {
        downUntilNanos = System.nanoTime() + downtime.toNanos();
        down = true;
        if (failover) {
            generation.incrementAndGet();
        }
        for (FakeConnection c : live) {
            c.drop();
            live.remove(c);
        }
    }

    /** The instance answering now: {@code node-1}, then {@code node-2} after a failover, and so on. */
    public String instance() {
        return "node-" + generation.get();
    }

    /** Connections opened successfully since the server started. */
    public int opened() {
        return opened.get();
    }

    /** Connection attempts refused while down. */
    public int refused() {
        return refused.get();
    }

    /** Connections neither closed by the client nor dropped by a crash. */
    public int open() {
        return live.size();
    }

    /** Rollbacks over every connection ever opened. */
    public long rollbacks() {
        return all.stream().mapToLong(FakeConnection::rollbacks).sum();
    }

    /** Commits over every connection ever opened: {@code COMMIT} statements and {@link Connection#commit()} calls. */
    public long commits() {
        return all.stream().mapToLong(FakeConnection::commits).sum();
    }

    /** Every connection ever opened, in no particular order. */
    public List<FakeConnection> connections() {
        return List.copyOf(all);
    }

    void released(FakeConnection c) {
        live.remove(c);
    }
}
