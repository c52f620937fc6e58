package dev.dbbench.spi.target;

import java.sql.SQLException;
import java.util.Set;

/**
 * What a target's errors mean to the engine: the code each is counted under, and whether the event is retried,
 * the connection replaced or the run stopped (see {@link ErrorClass}). Part of a {@link Target}; stateless and
 * thread-safe. Only {@link #defaultIgnored} has no default.
 */
public interface ErrorPolicy {

    /**
     * Error codes ignored by default, as sysbench does (MySQL 1213, 1020, 1205; PostgreSQL 40P01, 40001, 23505).
     *
     * @return codes in the form {@link #code} returns; {@code --ignore-errors} replaces them
     */
    Set<String> defaultIgnored();

    /**
     * The vendor's code for an error: the server's error number where there is one, else the SQLSTATE. A driver marks
     * an error it raised itself with 0 or a negative number (MariaDB Connector/J's -1), which no server sends. Called on
     * the worker's thread for each failed event, so it should not allocate more than the code's text.
     *
     * @param e the error, never null
     * @return the code errors are counted under; {@code unknown} when the error has neither number nor SQLSTATE
     */
    default String code(SQLException e) {
        if (e.getErrorCode() > 0) {
            return Integer.toString(e.getErrorCode());
        }
        return e.getSQLState() == null ? "unknown" : e.getSQLState();
    }

    /**
     * What the codes of {@link #code} look like, so that {@code --ignore-errors} refuses a code this target can never
     * report, which would replace the defaults and match nothing.
     *
     * @return {@link ErrorCodeForm#NUMBER_OR_SQLSTATE} by default
     */
    default ErrorCodeForm codeForm() {
        return ErrorCodeForm.NUMBER_OR_SQLSTATE;
    }

    /**
     * Decides how the engine treats {@code e}. Called on the worker's thread for each failed event. A protocol error
     * stops the step whatever is ignored: the statement would fail again on every new connection, for ever.
     *
     * @param e       the error, never null
     * @param ignored the codes the user asked to ignore (or the defaults), possibly holding {@code all}; never null
     * @return what the engine does: retry the event, replace the connection or stop the step
     */
    default ErrorClass classify(SQLException e, Set<String> ignored) {
        if (isProtocolError(e)) {
            return ErrorClass.FATAL;
        }
        if (isConnectionLost(e)) {
            return ErrorClass.CONNECTION;
        }
        String code = code(e);
        return ignored.contains(code) || ignored.contains("all") ? ErrorClass.IGNORABLE : ErrorClass.FATAL;
    }

    /**
     * Whether the server could not read what the client sent: a malformed message, a packet over its size limit. By
     * default SQLSTATE 08P01 among the causes; a target adds its vendor codes with {@link ConnectionErrors#protocol}.
     *
     * @param e the error, never null
     * @return true when the same statement would be refused on any connection
     */
    default boolean isProtocolError(SQLException e) {
        return ConnectionErrors.protocol(e, s -> false);
    }

    /**
     * Whether the connection cannot be used any more. By default the signs every driver shares (SQLSTATE class 08,
     * the JDBC connection, recovery and timeout exception types, a socket error among the causes); a target adds its
     * vendor codes with {@link ConnectionErrors#lost}.
     *
     * @param e the error, never null
     * @return true when the worker must replace its connection
     */
    default boolean isConnectionLost(SQLException e) {
        return ConnectionErrors.lost(e, s -> false);
    }
}
