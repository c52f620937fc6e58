package dev.dbbench.replica;

import dev.dbbench.spi.target.ReplicaProbe;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The thread that reads the heartbeat row on one reader every {@link LagMonitor#PERIOD_NANOS} and records the lag it
 * shows, and once a second the lag the reader reports of itself. A reader that does not answer gives no sample and is
 * reconnected at the next period.
 */
final class LagSampler extends Periodic {
    /** The reader's own report is asked for once every this many samples: a second. */
    private static final int REPORT_EVERY = 10;
    private final HeartbeatSql sql;
    private final long id;
    private final Heartbeats beats;
    private final LagTrack track;
    private final Optional<ReplicaProbe> probe;
    private PreparedStatement read;
    private int n;

    LagSampler(Opener reader, HeartbeatSql sql, long id, Heartbeats beats, LagTrack track, Optional<ReplicaProbe> probe,
               LagMonitor monitor) {
        super(reader, monitor);
        this.sql = sql;
        this.id = id;
        this.beats = beats;
        this.track = track;
        this.probe = probe;
    }

    @Override
    void opened(Connection c) throws SQLException {
        read = c.prepareStatement(sql.read());
        read.setLong(1, id);
    }

    @Override
    void tick(Connection c) throws SQLException {
        if (n++ % REPORT_EVERY == 0 && probe.isPresent()) {
            track.reported(probe.get().reportedLagSeconds(c).orElse(-1));
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
}
