package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.sql.Statements;
import dev.dbbench.workloads.random.DigitString;
import dev.dbbench.workloads.random.Rng;
import dev.dbbench.workloads.sbtest.SbtestConfig;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;

/**
 * One worker's OLTP state: every statement its workload needs, prepared once for every table (as
 * sysbench's thread_init does), a plain statement for BEGIN and COMMIT, its random generator and
 * the reused c/pad buffers. Used only on the worker's thread.
 */
final class OltpState implements WorkerState {
    private final Rng rng;
    /** Whether the server turns id 0 into a generated key, fixed at open from the target's dialect. */
    final boolean zeroGeneratesKey;
    private final SbtestConfig config;
    private final Statement control;
    private final String begin;
    private final String commit;
    private final String rollback;
    // [table - 1][OltpQuery.ordinal()]; slots of statements this workload never runs stay empty.
    private final SqlStatement[][] statements;
    private final byte[] c = DigitString.template(DigitString.C_GROUPS);
    private final byte[] pad = DigitString.template(DigitString.PAD_GROUPS);

    private OltpState(WorkerContext ctx, SbtestConfig config, Statement control) {
        this.config = config;
        this.control = control;
        this.rng = config.workerRng(ctx);
        this.zeroGeneratesKey = ctx.dialect().schema().zeroGeneratesKey();
        this.begin = ctx.dialect().begin();
        this.commit = ctx.dialect().commit();
        this.rollback = ctx.dialect().rollback();
        this.statements = new SqlStatement[config.tables()][OltpQuery.values().length];
    }

    static OltpState open(WorkerContext ctx, SbtestConfig config, Set<OltpQuery> queries) throws SQLException {
        Connection connection = ctx.connection();
        OltpState state = new OltpState(ctx, config, connection.createStatement());
        try {
            for (int t = 1; t <= config.tables(); t++) {
                for (OltpQuery q : queries) {
                    state.statements[t - 1][q.ordinal()] = SqlStatement.prepare(ctx, q.sql(t));
                }
            }
        } catch (SQLException | RuntimeException e) {
            try {
                state.close();
            } catch (SQLException closeFailure) {
                e.addSuppressed(closeFailure);
            }
            throw e;
        }
        return state;
    }

    /** A table number drawn uniformly, as sysbench draws one per statement group. */
    int table() {
        return rng.uniform(1, config.tables());
    }

    /** An id from the configured distribution. */
    int id() {
        return config.randomId(rng);
    }

    int rangeEnd(int id) {
        return id + config.rangeSize() - 1;
    }

    SqlStatement statement(int table, OltpQuery query) {
        return statements[table - 1][query.ordinal()];
    }

    void begin(Counter counter) throws SQLException {
        Statements.other(control, begin, counter);
    }

    void commit(Counter counter) throws SQLException {
        Statements.other(control, commit, counter);
    }

    /** Ends the transaction a failed statement left open; not counted, as sysbench does not count it. */
    void rollback() throws SQLException {
        control.execute(rollback);
    }

    // JDBC binds text only as a String, so each c or pad value costs one String: the one allocation
    // of a write statement that cannot be avoided. The digits themselves are generated in place.
    String newC() {
        DigitString.fill(c, rng);
        return new String(c, StandardCharsets.ISO_8859_1);
    }

    String newPad() {
        DigitString.fill(pad, rng);
        return new String(pad, StandardCharsets.ISO_8859_1);
    }

    /** Closes the statements, not the connection, which the engine owns. */
    @Override
    public void close() throws SQLException {
        // try-with-resources closes the control statement even when a prepared one fails to close.
        try (control) {
            SQLException failure = null;
            for (SqlStatement[] row : statements) {
                for (SqlStatement ps : row) {
                    failure = closeQuietly(ps, failure);
                }
            }
            if (failure != null) {
                throw failure;
            }
        }
    }

    private static SQLException closeQuietly(SqlStatement st, SQLException failure) {
        if (st == null) {
            return failure;
        }
        try {
            st.close();
            return failure;
        } catch (SQLException e) {
            if (failure == null) {
                return e;
            }
            failure.addSuppressed(e);
            return failure;
        }
    }
}
