package dev.dbbench.targets.aurora.mysql;

import dev.dbbench.targets.mysql.MySqlErrors;
import java.util.HashSet;
import java.util.Set;

/**
 * MySQL's error codes plus what a failover leaves behind: a session that stayed on the old writer,
 * now a read-only replica, has its writes refused with 1290 ({@code --read-only}) or 1836 (read-only
 * mode). Reconnecting through the writer endpoint reaches the new writer, so those count as a lost
 * connection here, not as a failed run. Stateless.
 */
public class AuroraMySqlErrors extends MySqlErrors {
    private final Set<Integer> lost;

    public AuroraMySqlErrors() {
        Set<Integer> codes = new HashSet<>(super.connectionLostCodes());
        codes.add(1290);
        codes.add(1836);
        lost = Set.copyOf(codes);
    }

    @Override
    protected Set<Integer> connectionLostCodes() {
        return lost;
    }
}
