package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.target.ConnectionErrors;
import dev.dbbench.spi.target.ErrorCodeForm;
import dev.dbbench.spi.target.ErrorPolicy;
import java.sql.SQLException;
import java.util.Set;

/** What PostgreSQL's SQLSTATEs mean to the engine. Aurora subclasses it for its failover states. Stateless. */
public class PostgresErrors implements ErrorPolicy {
    private static final Set<String> IGNORED = Set.of("40P01", "40001", "23505");
    private static final Set<String> LOST = Set.of("57P01", "57P02", "57P03", "57P05", "25P03", "53300");

    /** sysbench's PostgreSQL default: deadlock, serialization failure, unique violation. */
    @Override
    public Set<String> defaultIgnored() {
        return IGNORED;
    }

    /**
     * SQLSTATEs after which the server has ended or refused the session, besides class 08: terminated
     * by an administrator ({@code pg_terminate_backend}, 57P01), crash or immediate shutdown (57P02),
     * starting up (57P03), idle-session and idle-in-transaction timeouts (57P05, 25P03) and too many
     * connections (53300).
     */
    protected Set<String> connectionLostStates() {
        return LOST;
    }

    @Override
    public boolean isConnectionLost(SQLException e) {
        return ConnectionErrors.lost(e, s -> s.getSQLState() != null && connectionLostStates().contains(s.getSQLState()));
    }

    /** pgJDBC reports no vendor number; the SQLSTATE is PostgreSQL's own error code. */
    @Override
    public String code(SQLException e) {
        return e.getSQLState() == null ? "unknown" : e.getSQLState();
    }

    /** A SQLSTATE only: a number such as MySQL's 1213 (a sysbench habit) is never one of PostgreSQL's codes. */
    @Override
    public ErrorCodeForm codeForm() {
        return ErrorCodeForm.SQLSTATE;
    }
}
