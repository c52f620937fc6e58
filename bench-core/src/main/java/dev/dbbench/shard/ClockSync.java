package dev.dbbench.shard;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;

/**
 * Estimates how far the server's clock is ahead of this client's (Cristian's method): read the local clock, ask the
 * server for its time, and assume the server read its clock halfway through the round trip. The error is then at most
 * half the round trip plus the server clock's millisecond; of several samples, the one with the shortest round trip
 * is kept.
 */
public final class ClockSync {
    /** Samples per estimate: enough to catch one quick round trip on a busy network. */
    static final int SAMPLES = 8;
    /** The server answers in whole milliseconds. */
    private static final double SERVER_RESOLUTION_MS = 1;

    /**
     * @param offsetMillis how far the server's clock is ahead of the local one
     * @param errorMillis  the most the offset can be wrong by
     */
    public record Estimate(double offsetMillis, double errorMillis) {
    }

    /** A round trip's ends on the local clock and the server's time in between. */
    record Sample(Instant sent, long serverMillis, long roundTripNanos) {
        Estimate estimate() {
            double localMid = sent.toEpochMilli() + (sent.getNano() % 1_000_000) / 1e6 + roundTripNanos / 2e6;
            return new Estimate(serverMillis - localMid, roundTripNanos / 2e6 + SERVER_RESOLUTION_MS);
        }
    }

    private ClockSync() {
    }

    /** The best of {@value #SAMPLES} samples of {@code clockQuery} (the dialect's, answering epoch milliseconds). */
    public static Estimate estimate(Connection c, String clockQuery, Clock local) throws SQLException {
        Sample best = null;
        try (Statement st = c.createStatement()) {
            for (int i = 0; i < SAMPLES; i++) {
                Instant sent = local.instant();
                long t0 = System.nanoTime();
                long server;
                try (ResultSet rs = st.executeQuery(clockQuery)) {
                    rs.next();
                    server = rs.getLong(1);
                }
                Sample s = new Sample(sent, server, System.nanoTime() - t0);
                if (best == null || s.roundTripNanos() < best.roundTripNanos()) {
                    best = s;
                }
            }
        }
        return best.estimate();
    }
}
