package dev.dbbench.engine;

import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.target.ErrorPolicy;
import dev.dbbench.spi.workload.StatementFailure;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.Set;

/**
 * What a worker does when an attempt fails, the same whichever client runs it: what is counted, whether the event
 * starts again, the connection is replaced or the step stops, and how long to wait between reconnects. A JDBC worker
 * blocks while it waits; a wire loop schedules the worker's wake-up instead. One per step, used on the workers'
 * threads, only on the failure path; thread-safe.
 *
 * <p>As in sysbench, an event that hits an ignored error or a lost connection is started again as the same event,
 * and the statements of a failed attempt count, in the interval the failure happened.
 */
public final class FailurePolicy {
    /** How long a worker waits before its second attempt to reopen a lost connection; the first is at once. */
    public static final long FIRST_BACKOFF_NANOS = 50_000_000L;
    // The outage window closes only when a reconnect succeeds, so the longest pause between attempts is
    // how much a restart's downtime can be overstated; one attempt per second per worker costs a server nothing.
    private static final long MAX_BACKOFF_NANOS = 1_000_000_000L;
    /** The code a statement the server did not answer in time is counted under. */
    private static final String TIMEOUT = "timeout";

    /** What the worker does after a failed attempt. */
    public enum Action {
        /** Roll back (the workload's {@code recover}) and start the event again. */
        RETRY,
        /** Replace the connection, then start the event again. */
        RECONNECT,
        /** Stop: the step has been failed with a line saying why. */
        STOP
    }

    private final Step step;
    private final ErrorPolicy errors;
    private final Set<String> ignored;

    FailurePolicy(Step step) {
        this.step = step;
        this.errors = step.target().errors();
        this.ignored = step.spec().ignoredErrors();
    }

    /** A statement failed with {@code e}: counts the attempt's statements and the error, and says what to do. */
    public Action failed(SQLException e, WorkerStats stats) {
        return failed(e, stats, e instanceof StatementFailure f ? f.origin() : "");
    }

    /**
     * As {@link #failed(SQLException, WorkerStats)}, for a statement that comes from {@code origin} (see
     * {@link dev.dbbench.spi.script.EventScript#origin}), which the line that stops the step names.
     */
    public Action failed(SQLException e, WorkerStats stats, String origin) {
        stats.queries.publish();
        ErrorClass kind = errors.classify(e, ignored);
        boolean timeout = isTimeout(e);
        String code = errors.code(e);
        stats.error(timeout ? TIMEOUT : code, kind == ErrorClass.IGNORABLE, timeout);
        return switch (kind) {
            case IGNORABLE -> Action.RETRY;
            case CONNECTION -> Action.RECONNECT;
            case FATAL -> stop(code, e, origin);
        };
    }

    /**
     * The rollback after an ignored error failed with {@code again}: a lost connection is replaced, anything else
     * stops the step. Not counted; the error that caused the rollback was.
     */
    public Action recoveryFailed(SQLException again) {
        return errors.isConnectionLost(again) ? Action.RECONNECT : stop(errors.code(again), again, "");
    }

    /** The connection broke with no statement's error to tell (a socket failed): counted under {@code why}'s code. */
    public void lost(SQLException why, WorkerStats stats) {
        stats.queries.publish();
        stats.error(errors.code(why), false, false);
    }

    /** The server stayed silent past the query timeout: counted as a timeout; the connection is replaced. */
    public void timedOut(WorkerStats stats) {
        stats.queries.publish();
        stats.error(TIMEOUT, false, true);
    }

    /** A worker gave up its connection: opens an outage, unless one is open already. */
    public void disconnected() {
        step.outages().failed(step.instance(), !step.control().measuring());
    }

    /**
     * A worker gave up a connection on which the server had been silent since {@code silentSince} (nano clock): a
     * statement that timed out was sent then. Opens an outage from then, unless one is open already.
     */
    public void disconnected(long silentSince) {
        step.outages().failed(step.instance(), !step.control().measuring(), silentSince);
    }

    /** Whether {@code e} says the server did not answer within the read timeout. */
    public static boolean timedOut(SQLException e) {
        return isTimeout(e);
    }

    /** The wait after another failed reconnect, when the last one was {@code backoff}: doubled, at most a second. */
    public static long nextBackoff(long backoff) {
        return Math.min(backoff * 2, MAX_BACKOFF_NANOS);
    }

    private Action stop(String code, SQLException e, String origin) {
        String error = "error " + code + " (" + firstLine(e.getMessage()) + ")" + (origin.isEmpty() ? "" : " at " + origin);
        step.control().fail(errors.isProtocolError(e) ? protocol(error) : notIgnored(error, code, e.getSQLState()));
        return Action.STOP;
    }

    /**
     * Why a step stopped on an error the user did not ask to ignore, and how to ignore it; for a mistake in the
     * statement (SQLSTATE class 42: its syntax, or a table, column or right it names), which would fail every time,
     * how to fix it instead.
     */
    static String notIgnored(String error, String code, String sqlState) {
        if (sqlState != null && sqlState.startsWith("42")) {
            return error + " is a mistake in the statement or in what it names (SQLSTATE " + sqlState + "), which fails"
                    + " every time; fix the statement, or create what it needs";
        }
        return error + " is not ignored; if it is expected, add it with --ignore-errors " + code;
    }

    /** Why a step stopped on a protocol error, which no retry, reconnect or --ignore-errors can mend. */
    static String protocol(String error) {
        return error + " means the server could not read what the client sent, which would fail the same way on every"
                + " connection; this is a fault of the client with this statement or value: please report it";
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no message";
        }
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }

    private static boolean isTimeout(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SocketTimeoutException || t instanceof SQLTimeoutException) {
                return true;
            }
        }
        return false;
    }
}
