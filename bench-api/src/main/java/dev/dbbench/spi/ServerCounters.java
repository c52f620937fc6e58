package dev.dbbench.spi;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Counters the server keeps, read by the engine at the edges of each step's measured window so that a result can
 * give the server's own count of what the step did beside the client's. A workload offers its own (TPC-C: the sum of
 * {@code D_NEXT_O_ID}, one more per committed New-Order), a target the server's commit and rollback counters.
 *
 * <p>Threading: the engine calls {@link #read} on a connection of its own, once when measuring starts and once when
 * it ends, never from a worker, so the hot loop does not change. Stateless; the connection is left open.
 */
public interface ServerCounters {

    /**
     * The counters' names.
     *
     * @return names in the order {@link #read} returns their values (for example {@code orders})
     */
    List<String> names();

    /**
     * The counters' current values. Each only grows while a step runs; the engine keeps the difference between the
     * two reads.
     *
     * @param connection the engine's own connection, left open
     * @return one value per {@link #names() name}
     * @throws SQLException when the server cannot be read; the step is then left without server counts
     */
    long[] read(Connection connection) throws SQLException;

    /**
     * What the counters cover, in a few words for the reports when it is more than the benchmark's database.
     *
     * @return e.g. "global: every session on the server"; empty (the default) when they count the benchmark's
     *         database alone
     */
    default String scope() {
        return "";
    }
}
