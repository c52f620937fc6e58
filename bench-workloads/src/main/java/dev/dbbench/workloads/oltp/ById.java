package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.Counter;
import dev.dbbench.sql.SqlStatement;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Set;

/**
 * Statements keyed by one random id: point selects, {@code SET k=k+1} updates and oltp_delete's delete,
 * or by the id range starting there: the four range selects.
 */
record ById(OltpQuery query, int count) implements StatementGroup {

    @Override
    public Set<OltpQuery> queries(boolean zeroGeneratesKey) {
        return EnumSet.of(query);
    }

    @Override
    public void run(OltpState s, Counter counter) throws SQLException {
        SqlStatement ps = s.statement(s.table(), query);
        for (int i = 0; i < count; i++) {
            int id = s.id();
            ps.setInt(1, id);
            if (query.ranged) {
                ps.setInt(2, s.rangeEnd(id));
            }
            query.execute(ps, counter);
        }
    }
}
