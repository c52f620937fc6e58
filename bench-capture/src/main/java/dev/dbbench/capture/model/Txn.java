package dev.dbbench.capture.model;

import dev.dbbench.capture.sql.Statement;
import java.util.List;

/**
 * One transaction as a session ran it: its statements that read or write rows, in order.
 *
 * @param explicit   whether it ran between BEGIN (or autocommit off) and its end; else one statement in autocommit
 * @param rolledBack whether it ended in ROLLBACK
 */
public record Txn(List<Statement> statements, boolean explicit, boolean rolledBack) {

    public Txn {
        statements = List.copyOf(statements);
    }
}
