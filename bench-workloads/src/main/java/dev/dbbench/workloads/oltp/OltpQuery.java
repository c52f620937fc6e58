package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.Counter;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.sql.Statements;
import java.sql.SQLException;

/**
 * sysbench's statements, text for text (oltp_common.lua), one prepared per table and worker. A read
 * returns rows; a ranged statement takes an id range [id, id + range-size - 1] as its two parameters.
 */
enum OltpQuery {
    POINT_SELECT("SELECT c FROM sbtest%d WHERE id=?", true, false),
    SIMPLE_RANGE("SELECT c FROM sbtest%d WHERE id BETWEEN ? AND ?", true, true),
    SUM_RANGE("SELECT SUM(k) FROM sbtest%d WHERE id BETWEEN ? AND ?", true, true),
    ORDER_RANGE("SELECT c FROM sbtest%d WHERE id BETWEEN ? AND ? ORDER BY c", true, true),
    DISTINCT_RANGE("SELECT DISTINCT c FROM sbtest%d WHERE id BETWEEN ? AND ? ORDER BY c", true, true),
    INDEX_UPDATE("UPDATE sbtest%d SET k=k+1 WHERE id=?", false, false),
    NON_INDEX_UPDATE("UPDATE sbtest%d SET c=? WHERE id=?", false, false),
    DELETE("DELETE FROM sbtest%d WHERE id=?", false, false),
    INSERT("INSERT INTO sbtest%d (id, k, c, pad) VALUES (?, ?, ?, ?)", false, false),
    /** oltp_insert where id 0 does not make a key (PostgreSQL): sysbench leaves the id column out there. */
    INSERT_GENERATED_ID("INSERT INTO sbtest%d (k, c, pad) VALUES (?, ?, ?)", false, false);

    private final String template;
    final boolean read;
    final boolean ranged;

    OltpQuery(String template, boolean read, boolean ranged) {
        this.template = template;
        this.read = read;
        this.ranged = ranged;
    }

    String sql(int table) {
        return String.format(java.util.Locale.ROOT, template, table);
    }

    /** Executes and counts by sysbench's rules: a SELECT is a read, DML a write or, when it hit no row, other. */
    void execute(SqlStatement ps, Counter counter) throws SQLException {
        if (read) {
            Statements.query(ps, counter);
        } else {
            Statements.update(ps, counter);
        }
    }
}
