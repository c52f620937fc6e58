package dev.dbbench.engine.wire;

import dev.dbbench.wire.SocketWatchdog;
import dev.dbbench.wire.Watchable;
import java.io.IOException;
import java.nio.channels.SocketChannel;

/**
 * {@code --query-timeout} for a {@link BlockingLoop}: the process's {@link SocketWatchdog}, which already watches
 * the JDBC drivers' sockets, closes the loop's socket when the same read has been blocked longer than the timeout;
 * the read then ends with an exception the loop counts as a timeout. The loop pays two volatile stores per read.
 */
final class ChannelWatch implements Watchable {
    private final long timeoutMillis;
    /** Odd while a read is blocked; bumped at the start and the end of every read. */
    private volatile long progress;
    private volatile SocketChannel channel;
    private volatile boolean expired;

    ChannelWatch(long timeoutMillis) {
        this.timeoutMillis = timeoutMillis;
    }

    /** Watches the reads on {@code watched} from now on (after each reconnect too). */
    void watch(SocketChannel watched) {
        channel = watched;
        SocketWatchdog.shared().watch(this);
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

    /** The loop has ended. */
    void release() {
        channel = null;
        SocketWatchdog.shared().forget(this);
    }

    @Override
    public long progress() {
        return progress;
    }

    @Override
    public long timeoutMillis() {
        return timeoutMillis;
    }

    @Override
    public void expire() {
        SocketChannel c = channel;
        if (c != null) {
            expired = true;
            try {
                c.close();
            } catch (IOException e) {
                // Closed either way; the blocked read ends.
            }
        }
    }
}
