package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.Counter;
import dev.dbbench.sql.SqlStatement;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Set;

/** {@code UPDATE sbtestN SET c=? WHERE id=?} with a fresh random c. */
record NonIndexUpdates(int count) implements StatementGroup {

    @Override
    public Set<OltpQuery> queries(boolean zeroGeneratesKey) {
        return EnumSet.of(OltpQuery.NON_INDEX_UPDATE);
    }

    @Override
    public void run(OltpState s, Counter counter) throws SQLException {
        SqlStatement ps = s.statement(s.table(), OltpQuery.NON_INDEX_UPDATE);
        for (int i = 0; i < count; i++) {
            ps.setString(1, s.newC());
            ps.setInt(2, s.id());
            OltpQuery.NON_INDEX_UPDATE.execute(ps, counter);
        }
    }
}
