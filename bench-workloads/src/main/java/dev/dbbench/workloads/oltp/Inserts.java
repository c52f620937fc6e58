package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.Counter;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.workloads.random.UniqueSequence;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Set;

/**
 * oltp_insert's one INSERT of a new row into a random table, with the id chosen as sysbench does:
 * with {@code --auto-inc on}, id 0 where the server makes a key of it (MySQL) and no id column where
 * it does not (PostgreSQL); with {@code --auto-inc off}, a value of the shared unique sequence moved into
 * SQL INT's signed range.
 *
 * @param autoInc the {@code --auto-inc} setting
 * @param ids     the sequence shared by all workers of the run (used only when autoInc is off)
 */
record Inserts(boolean autoInc, UniqueSequence ids) implements StatementGroup {
    private static final long INT_OFFSET = 2_147_483_648L;

    @Override
    public Set<OltpQuery> queries(boolean zeroGeneratesKey) {
        return EnumSet.of(query(zeroGeneratesKey));
    }

    /** One row per event, as sysbench's oltp_insert. */
    @Override
    public int count() {
        return 1;
    }

    /** The one statement sent where the server does, or does not, make a key of id 0. */
    OltpQuery query(boolean zeroGeneratesKey) {
        return autoInc && !zeroGeneratesKey ? OltpQuery.INSERT_GENERATED_ID : OltpQuery.INSERT;
    }

    /** The id of the next row, for {@link OltpQuery#INSERT}. */
    int nextId() {
        return autoInc ? 0 : (int) (ids.next() - INT_OFFSET);
    }

    @Override
    public void run(OltpState s, Counter counter) throws SQLException {
        int table = s.table();
        int k = s.id();
        OltpQuery query = query(s.zeroGeneratesKey);
        SqlStatement ps = s.statement(table, query);
        int p = 1;
        if (query == OltpQuery.INSERT) {
            ps.setInt(p++, nextId());
        }
        ps.setInt(p++, k);
        ps.setString(p++, s.newC());
        ps.setString(p, s.newPad());
        query.execute(ps, counter);
    }
}
