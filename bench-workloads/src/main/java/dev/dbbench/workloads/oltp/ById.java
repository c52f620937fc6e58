package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.QueryCounter;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Set;

/** Statements whose only parameter is an id: point selects, {@code SET k=k+1} updates, oltp_delete's delete. */
record ById(OltpQuery query, int count) implements StatementGroup {

    @Override
    public Set<OltpQuery> queries(boolean zeroGeneratesKey) {
        return EnumSet.of(query);
    }

    @Override
    public void run(OltpState s, QueryCounter counter) throws SQLException {
        PreparedStatement ps = s.statement(s.table(), query);
        for (int i = 0; i < count; i++) {
            ps.setInt(1, s.id());
            query.execute(ps, counter);
        }
    }
}
