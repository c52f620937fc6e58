package dev.dbbench.targets.aurora.postgresql;

import dev.dbbench.targets.postgresql.PostgresErrors;
import java.util.HashSet;
import java.util.Set;

/**
 * PostgreSQL's SQLSTATEs plus what a failover leaves behind: a session that stayed on the old writer,
 * now a read-only replica, has its writes refused with 25006 (read-only SQL transaction).
 * Reconnecting through the writer endpoint reaches the new writer, so that counts as a lost
 * connection here, not as a failed run. Stateless.
 */
public class AuroraPostgresErrors extends PostgresErrors {
    private final Set<String> lost;

    public AuroraPostgresErrors() {
        Set<String> states = new HashSet<>(super.connectionLostStates());
        states.add("25006");
        lost = Set.copyOf(states);
    }

    @Override
    protected Set<String> connectionLostStates() {
        return lost;
    }
}
