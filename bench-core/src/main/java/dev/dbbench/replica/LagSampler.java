package dev.dbbench.replica;

import dev.dbbench.spi.target.ReplicaProbe;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The thread that reads the heartbeat row on one reader every {@link LagMonitor#PERIOD_NANOS} and records the lag it
 * shows, and once a second the lag the reader reports of itself. A reader that does not answer gives no sample and is
 * reconnected at the next period.
 */
final class LagSampler implements Runnable {
    /** The reader's own report is asked for once every this many samples: a second. */
    private static final int REPORT_EVERY = 10;
    private final Opener reader;
    private final HeartbeatSql sql;
    private final long id;
    private final Heartbeats beats;
    private final LagTrack track;
    private final Optional<ReplicaProbe> probe;
    private final LagMonitor monitor;
    private Connection connection;
    private PreparedStatement read;

    LagSampler(Opener reader, HeartbeatSql sql, long id, Heartbeats beats, LagTrack track, Optional<ReplicaProbe> probe,
               LagMonitor monitor) {
        this.reader = reader;
        this.sql = sql;
        this.id = id;
        this.beats = beats;
        this.track = track;
        this.probe = probe;
        this.monitor = monitor;
    }

    @Override
    public void run() {
        long next = System.nanoTime();
        int n = 0;
        try {
            while (Pause.until(next, monitor::stopped)) {
                next += LagMonitor.PERIOD_NANOS;
                try {
                    sample();
                    if (n++ % REPORT_EVERY == 0 && probe.isPresent()) {
                        OptionalDouble reported = probe.get().reportedLagSeconds(connection);
                        track.reported(reported.orElse(-1));
                    }
                } catch (SQLException e) {
                    close();
                }
            }
        } finally {
            close();
        }
    }

    private void sample() throws SQLException {
        if (connection == null) {
            connection = reader.open();
            read = connection.prepareStatement(sql.read());
            read.setLong(1, id);
        }
        // Before the monitor's first beat there is nothing to be behind; a sample then would read as no lag.
        if (beats.newest() < 0) {
            return;
        }
        long before = System.nanoTime();
        long seen = -1;
        try (ResultSet rs = read.executeQuery()) {
            if (rs.next()) {
                seen = rs.getLong(1);
            }
        }
        long after = System.nanoTime();
        track.record(beats.lagNanos(seen, before + (after - before) / 2));
    }

    private void close() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                // Closing a broken connection may fail; it is dropped either way.
            }
        }
        connection = null;
        read = null;
    }
}
