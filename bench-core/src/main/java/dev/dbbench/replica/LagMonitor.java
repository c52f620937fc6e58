package dev.dbbench.replica;

import dev.dbbench.spi.target.ReplicaProbe;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Measures the lag of each reader behind the writer while a step runs: a thread that writes the heartbeat on the writer
 * and one per reader that reads it there, each every {@link #PERIOD_NANOS}. Start with {@link #start}, stop with
 * {@link #close}, which removes the monitor's heartbeat row.
 */
public final class LagMonitor implements AutoCloseable {
    /** How often the writer beats and each reader is sampled: ten times a second. */
    static final long PERIOD_NANOS = 100_000_000L;
    private final List<LagTrack> tracks;
    private final List<Thread> threads = new ArrayList<>();
    private final HeartbeatWriter heart;
    private volatile boolean stopped;

    /** A reader to sample: its name in results and how to connect to it. */
    public record Reader(String name, Opener opener) {
    }

    private LagMonitor(Opener writer, List<Reader> readers, Optional<ReplicaProbe> probe) {
        HeartbeatSql sql = new HeartbeatSql(probe.map(ReplicaProbe::nowMicros).orElse("0"));
        long id = ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
        Heartbeats beats = new Heartbeats();
        this.heart = new HeartbeatWriter(writer, sql, id, beats, this);
        List<LagTrack> made = new ArrayList<>();
        threads.add(daemon(heart, "dbbench-heartbeat"));
        for (Reader r : readers) {
            LagTrack track = new LagTrack(r.name());
            made.add(track);
            threads.add(daemon(new LagSampler(r.opener(), sql, id, beats, track, probe, this), "dbbench-lag-" + r.name()));
        }
        this.tracks = List.copyOf(made);
    }

    /** Starts the heartbeat on {@code writer} and a sampler on each of {@code readers}. */
    public static LagMonitor start(Opener writer, List<Reader> readers, Optional<ReplicaProbe> probe) {
        LagMonitor monitor = new LagMonitor(writer, readers, probe);
        monitor.threads.forEach(Thread::start);
        return monitor;
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /** Each reader's samples, in the order the readers were given. */
    public List<LagTrack> tracks() {
        return tracks;
    }

    boolean stopped() {
        return stopped;
    }

    @Override
    public void close() {
        stopped = true;
        for (Thread t : threads) {
            try {
                // A thread sees the flag within a period; one stuck in a statement past the wait is left to its timeout.
                t.join(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        heart.deleteRow();
    }
}
