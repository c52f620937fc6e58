package dev.dbbench.engine;

import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.util.concurrent.locks.LockSupport;

/**
 * {@code --query-timeout} for a {@link WireLoop} that blocks on its one socket: a daemon thread that closes the
 * socket when the same read has been blocked longer than the timeout, which ends the read with an exception the
 * loop then counts as a timeout. The loop pays two volatile stores per read and reads no clock for it; the
 * watchdog looks every {@value #PERIOD_MILLIS} ms, so a timeout fires within two periods of its limit.
 */
final class ReadWatchdog implements Runnable, AutoCloseable {
    static final long PERIOD_MILLIS = 25;

    private final long timeoutNanos;
    private final Thread thread;
    /** Odd while a read is blocked; bumped at the start and the end of every read. */
    private volatile long progress;
    private volatile SocketChannel channel;
    private volatile boolean expired;
    private volatile boolean closed;

    ReadWatchdog(long timeoutNanos, String loopName) {
        this.timeoutNanos = timeoutNanos;
        this.thread = new Thread(this, loopName + "-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    /** The socket reads are made on now (after each reconnect). */
    void watch(SocketChannel watched) {
        channel = watched;
    }

    /** A read begins; an expiry that came as the last read returned on its own is forgotten. */
    void blocking() {
        expired = false;
        progress++;
    }

    void returned() {
        progress++;
    }

    /** Whether the watchdog closed the socket since the last call; clears the mark. */
    boolean expired() {
        if (expired) {
            expired = false;
            return true;
        }
        return false;
    }

    @Override
    public void run() {
        long seen = -1;
        long since = 0;
        while (!closed) {
            long p = progress;
            long now = System.nanoTime();
            if ((p & 1) == 0 || p != seen) {
                seen = p;
                since = now;
            } else if (now - since >= timeoutNanos) {
                SocketChannel c = channel;
                if (c != null) {
                    expired = true;
                    try {
                        c.close();
                    } catch (IOException e) {
                        // Closed either way; the blocked read ends.
                    }
                }
                seen = -1;
            }
            LockSupport.parkNanos(PERIOD_MILLIS * 1_000_000L);
        }
    }

    @Override
    public void close() {
        closed = true;
        LockSupport.unpark(thread);
    }
}
