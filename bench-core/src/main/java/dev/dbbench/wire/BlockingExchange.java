package dev.dbbench.wire;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Waits on a connection's non-blocking channel from a private selector, for the rare exchange that blocks the
 * event loop on purpose: the ROLLBACK after a failed statement. One deadline covers the whole exchange. Allocates
 * (a selector); never on the success path.
 */
public final class BlockingExchange implements AutoCloseable {
    private final Selector selector;
    private final SelectionKey key;
    /** In System.nanoTime(); 0 when there is none. */
    private final long deadline;
    private final String what;

    /** A step of the exchange that is done, or needs the channel ready again. */
    @FunctionalInterface
    public interface Progress {
        boolean done() throws IOException;
    }

    /** @param timeout how long the whole exchange may take; zero waits for ever. @param what what is awaited, for errors */
    public BlockingExchange(SocketChannel channel, Duration timeout, String what) throws IOException {
        this.selector = Selector.open();
        try {
            this.key = channel.register(selector, 0);
        } catch (IOException | RuntimeException e) {
            selector.close();
            throw e;
        }
        this.deadline = timeout.isZero() ? 0 : System.nanoTime() + timeout.toNanos();
        this.what = what;
    }

    /** Calls {@code progress} until it is done, waiting for the channel to become ready for {@code op} between calls. */
    public void until(int op, Progress progress) throws IOException {
        while (!progress.done()) {
            await(op);
        }
    }

    private void await(int op) throws IOException {
        long millis = 0;
        if (deadline != 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new SocketTimeoutException("the server did not answer " + what + " in time");
            }
            millis = Math.max(1, TimeUnit.NANOSECONDS.toMillis(left));
        }
        key.interestOps(op);
        selector.select(millis);
        selector.selectedKeys().clear();
        if (Thread.currentThread().isInterrupted()) {
            throw new InterruptedIOException("interrupted while waiting for " + what);
        }
    }

    /** Releases the selector; the channel stays open and is registered with nothing. */
    @Override
    public void close() throws IOException {
        selector.close();
    }
}
