package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.Counter;
import java.sql.SQLException;
import java.util.Set;

/**
 * One of sysbench's statement groups (point selects, simple ranges, index updates ...): it draws one
 * table, then runs its statement a configured number of times. Groups are immutable and shared by
 * all workers; everything mutable is in the worker's {@link OltpState}. {@link #run} must not allocate
 * beyond the Strings JDBC needs to bind text.
 */
interface StatementGroup {

    /** The statements to prepare for every table; {@code zeroGeneratesKey} comes from the target's dialect. */
    Set<OltpQuery> queries(boolean zeroGeneratesKey);

    /** How many times one event runs the group's statement (DELETE and INSERT as one, for delete-inserts). */
    int count();

    void run(OltpState state, Counter counter) throws SQLException;
}
