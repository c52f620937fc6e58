package dev.dbbench.wire;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * One daemon thread that enforces the timeouts of every open {@link Watchable}: the JDBC drivers'
 * {@link WatchedSocket}s and the wire clients' blocking loops. Every {@value #PERIOD_MILLIS} ms it looks at
 * each one's progress counter: one that has stayed in the same blocked call for longer than its limit is
 * expired. A timeout therefore fires between the limit and the limit plus two periods, which is fine for
 * limits of seconds.
 *
 * <p>The blocked thread pays nothing for this but two stores per call; the watchdog reads no clock
 * of theirs.
 */
public final class SocketWatchdog implements Runnable {
    static final long PERIOD_MILLIS = 25;
    static final SocketWatchdog INSTANCE = new SocketWatchdog();

    /** Each watched call and what the watchdog last saw of it. */
    private final Map<Watchable, Seen> watched = new ConcurrentHashMap<>();
    private volatile Thread thread;

    private SocketWatchdog() {
    }

    /** The watchdog of this process. */
    public static SocketWatchdog shared() {
        return INSTANCE;
    }

    /** Watches {@code w} until {@link #forget} or its expiry; watching it again changes nothing. */
    public void watch(Watchable w) {
        watched.computeIfAbsent(w, k -> new Seen());
        if (thread == null) {
            start();
        }
    }

    public void forget(Watchable w) {
        watched.remove(w);
    }

    /** How many sockets are watched now; for tests. */
    int size() {
        return watched.size();
    }

    private synchronized void start() {
        if (thread == null) {
            Thread t = new Thread(this, "dbbench-socket-watchdog");
            t.setDaemon(true);
            t.start();
            thread = t;
        }
    }

    @Override
    public void run() {
        while (true) {
            scan(System.nanoTime());
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(PERIOD_MILLIS));
        }
    }

    void scan(long now) {
        for (Map.Entry<Watchable, Seen> e : watched.entrySet()) {
            Watchable w = e.getKey();
            Seen seen = e.getValue();
            long progress = w.progress();
            long limit = w.timeoutMillis();
            if ((progress & 1) == 0 || limit == 0) {
                seen.progress = progress;
                continue;
            }
            if (progress != seen.progress) {
                seen.progress = progress;
                seen.since = now;
                continue;
            }
            if (now - seen.since >= TimeUnit.MILLISECONDS.toNanos(limit)) {
                watched.remove(w);
                w.expire();
            }
        }
    }

    /** Touched by the watchdog thread only: the progress it saw last and since when (its own clock). */
    private static final class Seen {
        long progress = -1;
        long since;
    }
}
