package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.QueryCounter;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Set;

/** A range select over ids [id, id + range-size - 1]: simple, SUM, ORDER BY or DISTINCT. */
record RangeSelects(OltpQuery query, int count) implements StatementGroup {

    @Override
    public Set<OltpQuery> queries(boolean zeroGeneratesKey) {
        return EnumSet.of(query);
    }

    @Override
    public void run(OltpState s, QueryCounter counter) throws SQLException {
        PreparedStatement ps = s.statement(s.table(), query);
        for (int i = 0; i < count; i++) {
            int id = s.id();
            ps.setInt(1, id);
            ps.setInt(2, s.rangeEnd(id));
            query.execute(ps, counter);
        }
    }
}
