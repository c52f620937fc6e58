package dev.dbbench.runner.jobs;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Holds a first connection attempt to {@code --connect-timeout} as a whole. Drivers apply their
 * connect timeout to the TCP handshake only: a firewall or proxy that accepts the connection and then
 * stays silent keeps Connector/J waiting for the server greeting far longer. The attempt runs on a
 * daemon thread; one that finishes after the deadline has its connection closed.
 */
final class ConnectDeadline {
    /** Lets the driver's own timeout fire first, with its own (usually more precise) reason. */
    private static final long GRACE_MILLIS = 1_000;

    /** Opens one connection. */
    @FunctionalInterface
    interface Opener {
        Connection open() throws SQLException;
    }

    private ConnectDeadline() {
    }

    /** The connection, or a {@link TimeoutException} when none came within {@code timeout} plus a second. */
    static Connection open(Opener opener, Duration timeout) throws SQLException, TimeoutException {
        if (timeout.isZero() || timeout.isNegative()) {
            return opener.open();
        }
        CompletableFuture<Connection> attempt = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                attempt.complete(opener.open());
            } catch (SQLException | RuntimeException | Error e) {
                attempt.completeExceptionally(e);
            }
        }, "dbbench-connect");
        t.setDaemon(true);
        t.start();
        try {
            return attempt.get(timeout.toMillis() + GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            attempt.thenAccept(ConnectDeadline::closeQuietly);
            t.interrupt();
            throw e;
        } catch (InterruptedException e) {
            attempt.thenAccept(ConnectDeadline::closeQuietly);
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while connecting", "08000", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof SQLException s) {
                throw s;
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            throw (Error) cause;
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (SQLException e) {
            // Nobody waits for this connection any more.
        }
    }
}
