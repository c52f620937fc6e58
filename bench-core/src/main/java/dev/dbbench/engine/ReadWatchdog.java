package dev.dbbench.engine;

import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * {@code --query-timeout} for the {@link BlockingLoop}s of one step: a daemon thread that closes a loop's socket
 * when the same read has been blocked longer than the timeout, which ends the read with an exception the loop then
 * counts as a timeout. One thread serves every blocking loop of the step, since a thread per loop woke 40 times a
 * second each and took that CPU from the server at 64 workers. A loop pays two volatile stores per read and reads
 * no clock for it; the watchdog looks every {@value #PERIOD_MILLIS} ms, so a timeout fires within two periods of
 * its limit. The thread ends when the last loop has released its watch.
 */
final class ReadWatchdog implements Runnable {
    static final long PERIOD_MILLIS = 25;

    private final long timeoutNanos;
    private final Watch[] watches;
    private final AtomicInteger live;
    private final Thread thread;
    private volatile boolean closed;

    /** A watchdog for {@code loops} blocking loops, each of which takes its {@link #watch(int)}. */
    ReadWatchdog(long timeoutNanos, int loops) {
        this.timeoutNanos = timeoutNanos;
        this.watches = new Watch[loops];
        for (int i = 0; i < loops; i++) {
            watches[i] = new Watch(this);
        }
        this.live = new AtomicInteger(loops);
        this.thread = new Thread(this, "dbbench-read-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    /** The watch of blocking loop {@code i}. */
    Watch watch(int i) {
        return watches[i];
    }

    private void close() {
        closed = true;
        LockSupport.unpark(thread);
    }

    @Override
    public void run() {
        while (!closed) {
            long now = System.nanoTime();
            for (Watch w : watches) {
                w.check(now, timeoutNanos);
            }
            LockSupport.parkNanos(PERIOD_MILLIS * 1_000_000L);
        }
    }

    /** One loop's reads, as the watchdog sees them. */
    static final class Watch {
        private final ReadWatchdog owner;
        /** Odd while a read is blocked; bumped at the start and the end of every read. */
        private volatile long progress;
        private volatile SocketChannel channel;
        private volatile boolean expired;
        private boolean released;
        // Touched by the watchdog thread only.
        private long seen = -1;
        private long since;

        private Watch(ReadWatchdog owner) {
            this.owner = owner;
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

        /** The loop is done with it; the last release ends the watchdog's thread. */
        void release() {
            channel = null;
            if (!released) {
                released = true;
                if (owner.live.decrementAndGet() == 0) {
                    owner.close();
                }
            }
        }

        private void check(long now, long timeoutNanos) {
            long p = progress;
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
        }
    }
}
