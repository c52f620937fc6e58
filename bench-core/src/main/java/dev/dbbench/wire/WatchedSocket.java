package dev.dbbench.wire;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.SocketTimeoutException;

/**
 * A TCP socket that stays in blocking mode for its whole life and enforces its connect and read
 * timeouts with the shared {@link SocketWatchdog} instead of the kernel.
 *
 * <p>Why: the JDK's socket switches a connection to non-blocking mode for good the first time a
 * connect or read carries a timeout, and from then on every read that finds no data yet costs a
 * failed {@code read}, a {@code poll} and a second {@code read}. A benchmark client sets both
 * timeouts on every connection, so without this class every query pays up to two extra system calls
 * (measured: about 15 % of the client's CPU per point select). Here {@link #connect(SocketAddress, int)}
 * and {@link #setSoTimeout(int)} only record the limit, the kernel call blocks, and the watchdog closes
 * a socket whose connect or read has been blocked past its limit; the blocked call then throws
 * {@link SocketTimeoutException}, as a kernel timeout would. After a timeout the socket is closed,
 * which is how every JDBC driver treats a read timeout anyway.
 *
 * <p>Threading: one thread reads and one writes at a time, as with any socket; the watchdog only
 * reads this socket's progress counter and closes it.
 */
public class WatchedSocket extends Socket {
    private static final VarHandle PROGRESS;

    static {
        try {
            PROGRESS = MethodHandles.lookup().findVarHandle(WatchedSocket.class, "progress", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Odd while a connect or read blocks; bumped by the blocking thread with opaque stores. */
    @SuppressWarnings("unused")
    private long progress;
    private volatile int readTimeoutMillis;
    private volatile int connectTimeoutMillis;
    private volatile boolean connecting;
    private volatile boolean expired;
    private InputStream in;
    /** What the watchdog sees of this socket; kept off the socket's own public methods. */
    private final Watchable watch = new Watchable() {
        @Override
        public long progress() {
            return (long) PROGRESS.getOpaque(WatchedSocket.this);
        }

        @Override
        public long timeoutMillis() {
            return connecting ? connectTimeoutMillis : readTimeoutMillis;
        }

        @Override
        public void expire() {
            WatchedSocket.this.expire();
        }
    };

    private void enter() {
        PROGRESS.setOpaque(this, (long) PROGRESS.getOpaque(this) + 1);
    }

    private void leave() {
        PROGRESS.setOpaque(this, (long) PROGRESS.getOpaque(this) + 1);
    }

    /** The blocked call has waited past its limit. */
    private void expire() {
        expired = true;
        try {
            super.close();
        } catch (IOException ignored) {
            // Closing is best effort: the blocked call fails either way.
        }
    }

    @Override
    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        if (timeout < 0) {
            throw new IllegalArgumentException("connect timeout must not be negative: " + timeout);
        }
        connectTimeoutMillis = timeout;
        connecting = true;
        SocketWatchdog.INSTANCE.watch(watch);
        enter();
        try {
            super.connect(endpoint, 0);
        } catch (IOException e) {
            SocketWatchdog.INSTANCE.forget(watch);
            throw expired ? timedOut("connect to " + endpoint + " timed out after " + timeout + " ms", e) : e;
        } finally {
            leave();
            connecting = false;
        }
    }

    /** Records the read limit; the kernel's own stays 0 so that the socket stays blocking. */
    @Override
    public void setSoTimeout(int timeout) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout must not be negative: " + timeout);
        }
        readTimeoutMillis = timeout;
    }

    @Override
    public int getSoTimeout() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return readTimeoutMillis;
    }

    /** The timeout the kernel socket really has; 0 while this class works as intended. */
    int kernelSoTimeout() throws SocketException {
        return super.getSoTimeout();
    }

    @Override
    public synchronized InputStream getInputStream() throws IOException {
        if (in == null) {
            in = new Watched(super.getInputStream());
        }
        return in;
    }

    @Override
    public synchronized void close() throws IOException {
        SocketWatchdog.INSTANCE.forget(watch);
        super.close();
    }

    private IOException translate(IOException e) {
        return expired ? timedOut("Read timed out after " + readTimeoutMillis + " ms", e) : e;
    }

    private static SocketTimeoutException timedOut(String message, IOException cause) {
        SocketTimeoutException t = new SocketTimeoutException(message);
        t.initCause(cause);
        return t;
    }

    /** Marks every blocking read so that the watchdog can see how long it has been waiting. */
    private final class Watched extends FilterInputStream {
        Watched(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            enter();
            try {
                return in.read();
            } catch (IOException e) {
                throw translate(e);
            } finally {
                leave();
            }
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            enter();
            try {
                return in.read(b, off, len);
            } catch (IOException e) {
                throw translate(e);
            } finally {
                leave();
            }
        }

        @Override
        public long skip(long n) throws IOException {
            enter();
            try {
                return in.skip(n);
            } catch (IOException e) {
                throw translate(e);
            } finally {
                leave();
            }
        }
    }
}
