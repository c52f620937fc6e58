package dev.dbbench.net;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * One daemon thread that enforces the timeouts of every open {@link WatchedSocket}. Every
 * {@value #PERIOD_MILLIS} ms it looks at each socket's progress counter: a socket that has stayed in
 * the same blocked connect or read for longer than its limit is closed. A timeout therefore fires
 * between the limit and the limit plus two periods, which is fine for limits of seconds.
 *
 * <p>The blocked thread pays nothing for this but two stores per read; the watchdog reads no clock
 * of theirs and allocates nothing per scan.
 */
final class SocketWatchdog implements Runnable {
    static final long PERIOD_MILLIS = 25;
    static final SocketWatchdog INSTANCE = new SocketWatchdog();

    private final Set<WatchedSocket> sockets = ConcurrentHashMap.newKeySet();
    private volatile Thread thread;

    private SocketWatchdog() {
    }

    void watch(WatchedSocket socket) {
        sockets.add(socket);
        if (thread == null) {
            start();
        }
    }

    void forget(WatchedSocket socket) {
        sockets.remove(socket);
    }

    /** How many sockets are watched now; for tests. */
    int size() {
        return sockets.size();
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
        for (WatchedSocket s : sockets) {
            long progress = s.progress();
            int limit = s.activeTimeoutMillis();
            if ((progress & 1) == 0 || limit == 0) {
                s.seenProgress = progress;
                continue;
            }
            if (progress != s.seenProgress) {
                s.seenProgress = progress;
                s.seenSince = now;
                continue;
            }
            if (now - s.seenSince >= TimeUnit.MILLISECONDS.toNanos(limit)) {
                sockets.remove(s);
                s.expire();
            }
        }
    }
}
