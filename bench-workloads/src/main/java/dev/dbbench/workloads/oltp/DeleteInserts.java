package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.Counter;
import dev.dbbench.sql.SqlStatement;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Set;

/**
 * DELETE of a random id, then INSERT of the same id with a new random k, c and pad, so the table keeps
 * its size. When the delete hits nothing it counts as other; on PostgreSQL that happens when another
 * worker re-inserted the id after this one's snapshot, and the insert then fails with 23505, which the
 * PostgreSQL target ignores by default as sysbench does.
 */
record DeleteInserts(int count) implements StatementGroup {

    @Override
    public Set<OltpQuery> queries(boolean zeroGeneratesKey) {
        return EnumSet.of(OltpQuery.DELETE, OltpQuery.INSERT);
    }

    @Override
    public void run(OltpState s, Counter counter) throws SQLException {
        int table = s.table();
        SqlStatement delete = s.statement(table, OltpQuery.DELETE);
        SqlStatement insert = s.statement(table, OltpQuery.INSERT);
        for (int i = 0; i < count; i++) {
            int id = s.id();
            int k = s.id();
            delete.setInt(1, id);
            insert.setInt(1, id);
            insert.setInt(2, k);
            insert.setString(3, s.newC());
            insert.setString(4, s.newPad());
            OltpQuery.DELETE.execute(delete, counter);
            OltpQuery.INSERT.execute(insert, counter);
        }
    }
}
