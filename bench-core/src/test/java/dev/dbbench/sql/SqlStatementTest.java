package dev.dbbench.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.testing.CannedJdbc;
import dev.dbbench.spi.FlatDialect;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

class SqlStatementTest {
    private static final String SQL = "SELECT c FROM sbtest1 WHERE id=? AND k BETWEEN ? AND ? AND c=? AND pad<>'?'";

    private final CannedJdbc db = new CannedJdbc().answer("select c", List.of("c"), List.of(List.of("x")));

    /** A dialect like PostgreSQL's: its driver's text mode writes values sysbench never sends. */
    private static final Dialect INLINING = new FlatDialect() {
        @Override
        public String autoIncrementInt() {
            return "SERIAL";
        }

        @Override
        public boolean inlinesParameters() {
            return true;
        }
    };

    private static final Dialect TRUSTING = () -> () -> "INT AUTO_INCREMENT";

    private SqlStatement prepare(Dialect dialect, PsMode mode) throws SQLException {
        Connection c = db.connection();
        return SqlStatement.prepare(new WorkerContext(0, 1, c, dialect, mode, 1), SQL);
    }

    @Test
    void onlyTextModeOnAnInliningDialectCarriesValuesInTheText() {
        assertThat(SqlStatement.inlined(PsMode.DISABLE, INLINING)).isTrue();
        assertThat(SqlStatement.inlined(PsMode.AUTO, INLINING)).isFalse();
        assertThat(SqlStatement.inlined(PsMode.DISABLE, TRUSTING)).isFalse();
        assertThat(SqlStatement.inlined(PsMode.AUTO, TRUSTING)).isFalse();
    }

    @Test
    void textModeWritesValuesAsSysbenchDoes() throws SQLException {
        try (SqlStatement st = prepare(INLINING, PsMode.DISABLE)) {
            st.setInt(1, 40026);
            st.setInt(2, -5);
            st.setInt(3, Integer.MIN_VALUE);
            st.setString(4, "it's");
            run(st);
            st.setInt(1, 7);
            run(st);
        }
        assertThat(db.asked()).containsExactly(
                "SELECT c FROM sbtest1 WHERE id=40026 AND k BETWEEN (-5) AND (-2147483648) AND c='it''s' AND pad<>'?'",
                "SELECT c FROM sbtest1 WHERE id=7 AND k BETWEEN (-5) AND (-2147483648) AND c='it''s' AND pad<>'?'");
    }

    @Test
    void aStringReplacesAnIntInTheSameSlotAndBack() throws SQLException {
        try (SqlStatement st = prepare(INLINING, PsMode.DISABLE)) {
            st.setString(1, "12");
            st.setInt(2, 1);
            st.setInt(3, 2);
            st.setString(4, "c");
            run(st);
            st.setInt(1, 12);
            run(st);
        }
        assertThat(db.asked()).extracting(sql -> sql.substring(0, sql.indexOf(" AND"))).containsExactly(
                "SELECT c FROM sbtest1 WHERE id='12'", "SELECT c FROM sbtest1 WHERE id=12");
    }

    @Test
    void anUnsetOrUnknownParameterFailsAsJdbcDoes() throws SQLException {
        try (SqlStatement st = prepare(INLINING, PsMode.DISABLE)) {
            st.setInt(1, 1);
            assertThatThrownBy(() -> run(st)).isInstanceOf(SQLException.class).hasMessage("parameter 2 is not set");
            assertThatThrownBy(() -> st.setInt(5, 1)).hasMessageContaining("parameter 5 is out of range: the statement has 4");
            assertThatThrownBy(() -> st.setString(4, null)).hasMessageContaining("parameter 4 is null");
        }
        assertThat(db.asked()).isEmpty();
    }

    @Test
    void theDriverPreparesWhenTheModeOrTheDialectSaysSo() throws SQLException {
        for (SqlStatement st : List.of(prepare(INLINING, PsMode.AUTO), prepare(TRUSTING, PsMode.DISABLE), prepare(TRUSTING, PsMode.AUTO))) {
            assertThat(st).isInstanceOf(DriverStatement.class);
            st.setInt(1, 1);
            run(st);
            st.close();
        }
        assertThat(db.asked()).containsOnly(SQL);
    }

    /** A ? in a comment is text; a statement the dialect's session modes read differently is refused with the fix. */
    @Test
    void placeholdersAreFoundAsTheServerReadsTheText() throws SQLException {
        Dialect postgres = new FlatDialect() {
            @Override
            public String autoIncrementInt() {
                return "SERIAL";
            }

            @Override
            public boolean inlinesParameters() {
                return true;
            }

            @Override
            public List<SqlSyntax> syntaxes() {
                return SqlSyntax.POSTGRESQL_MODES;
            }
        };
        WorkerContext ctx = new WorkerContext(0, 1, db.connection(), postgres, PsMode.DISABLE, 1);
        try (SqlStatement st = SqlStatement.prepare(ctx, "SELECT c /* ? */ FROM t WHERE id = ? -- ?")) {
            st.setInt(1, 7);
            run(st);
        }
        assertThat(db.asked()).containsExactly("SELECT c /* ? */ FROM t WHERE id = 7 -- ?");
        assertThatThrownBy(() -> SqlStatement.prepare(ctx, "SELECT '\\' , ?")).isInstanceOf(SQLException.class)
                .hasMessageContaining("standard_conforming_strings");
    }

    private static void run(SqlStatement st) throws SQLException {
        try (ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                // Read to the end, as Statements does.
            }
        }
    }
}
