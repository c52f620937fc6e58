package dev.dbbench.wire;

import java.sql.SQLException;

/**
 * A statement of the script that a connection could not take when it opened: the server refused to prepare it, or its
 * text reads otherwise than the statement says ({@link InlineText}). Names the statement by its index in the script,
 * so that the engine can say where it comes from ({@link dev.dbbench.spi.script.EventScript#origin}).
 */
public final class StatementRefused extends SQLException {
    private static final long serialVersionUID = 1L;
    private final int statement;

    public StatementRefused(int statement, String message, String sqlState, int vendorCode, Throwable cause) {
        super(message, sqlState, vendorCode, cause);
        this.statement = statement;
    }

    /** The statement's index in the script the connection was opened for. */
    public int statement() {
        return statement;
    }
}
