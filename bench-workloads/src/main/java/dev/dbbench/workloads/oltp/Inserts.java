package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.QueryCounter;
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
        return EnumSet.of(autoInc && !zeroGeneratesKey ? OltpQuery.INSERT_GENERATED_ID : OltpQuery.INSERT);
    }

    @Override
    public void run(OltpState s, QueryCounter counter) throws SQLException {
        int table = s.table();
        int k = s.id();
        if (autoInc && !s.zeroGeneratesKey) {
            SqlStatement ps = s.statement(table, OltpQuery.INSERT_GENERATED_ID);
            ps.setInt(1, k);
            ps.setString(2, s.newC());
            ps.setString(3, s.newPad());
            OltpQuery.INSERT_GENERATED_ID.execute(ps, counter);
            return;
        }
        SqlStatement ps = s.statement(table, OltpQuery.INSERT);
        ps.setInt(1, autoInc ? 0 : (int) (ids.next() - INT_OFFSET));
        ps.setInt(2, k);
        ps.setString(3, s.newC());
        ps.setString(4, s.newPad());
        OltpQuery.INSERT.execute(ps, counter);
    }
}
