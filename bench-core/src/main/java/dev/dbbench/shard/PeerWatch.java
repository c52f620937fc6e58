package dev.dbbench.shard;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A shard's eye on the others while the run goes on: every second it marks itself alive in the control table and
 * looks at the others' rows. A shard that failed, or that has given no sign of life for {@link #SILENT_MILLIS} (it was
 * killed, or its machine went away) while still running, is seen to have stopped; the first one seen is kept, so that
 * this shard's result says the run lost part of its load from then on, instead of ending {@code ok}. Runs on a daemon
 * thread of its own; the connection is the coordinator's, used under its lock.
 */
final class PeerWatch implements AutoCloseable {
    /** How often a shard marks itself alive and looks at the others. */
    static final long EVERY_MILLIS = 1_000;
    /** Silence after which a shard still marked running is taken to have stopped: several missed signs, not one slow one. */
    static final long SILENT_MILLIS = 4_000;
    private final ShardPlan plan;
    private final Connection connection;
    private final Clock serverClock;
    private final ScheduledExecutorService timer;
    private volatile String stopped;

    PeerWatch(ShardPlan plan, Connection connection, Clock serverClock) {
        this.plan = plan;
        this.connection = connection;
        this.serverClock = serverClock;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "dbbench-shard-watch");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(this::look, 0, EVERY_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** The first other shard seen to stop while this one ran, and how: "shard 1 stopped (...)". */
    Optional<String> stopped() {
        return Optional.ofNullable(stopped);
    }

    /** Looks once more now, as a shard does before it says how its part ended, then {@link #stopped}. */
    Optional<String> stoppedNow() {
        if (stopped == null && !timer.isShutdown()) {
            look();
        }
        return stopped();
    }

    private synchronized void look() {
        long now = serverClock.millis();
        List<ControlTable.Row> rows;
        try {
            synchronized (connection) {
                ControlTable.seen(connection, plan.runId(), plan.index(), now);
                rows = ControlTable.rows(connection, plan.runId());
            }
        } catch (SQLException e) {
            // The control database is away for a moment: the gate finds out at the next step if it stays away.
            return;
        }
        if (stopped == null) {
            stopped = stoppedPeer(plan.index(), rows, now).orElse(null);
        }
    }

    /**
     * The first shard in {@code rows} but {@code self} that failed, or went silent while running, at {@code now} (server
     * clock); a shard that is done is not stopped.
     */
    static Optional<String> stoppedPeer(int self, List<ControlTable.Row> rows, long now) {
        for (ControlTable.Row r : rows) {
            if (r.shard() == self) {
                continue;
            }
            if (r.failed()) {
                return Optional.of("shard " + r.shard() + " stopped (" + r.state().substring(ControlTable.FAILED.length()) + ")");
            }
            if (r.state().equals(ControlTable.RUNNING) && r.seenMs() > 0 && now - r.seenMs() > SILENT_MILLIS) {
                return Optional.of("shard " + r.shard() + " on " + r.host() + " stopped: no sign of it since "
                        + Instant.ofEpochMilli(r.seenMs()) + " (server clock)");
            }
        }
        return Optional.empty();
    }

    @Override
    public void close() {
        timer.shutdown();
        try {
            timer.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
