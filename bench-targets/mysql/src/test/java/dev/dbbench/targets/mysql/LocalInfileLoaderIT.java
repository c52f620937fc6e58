package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.sql.MultiRowInsertLoader;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** LOAD DATA LOCAL against DBBENCH_MYSQL_* (MariaDB 10.11 in CI, which allows local infile). */
class LocalInfileLoaderIT {
    private static final String TABLE = "`dbbench_infile`";
    private static final int ROWS = 20_000;
    private static final String[] AWKWARD = {
        "tab\there", "new\nline", "back\\slash", "\\N", "trailing\\", "cr\rlf", "nul\0byte", "it's \"quoted\"",
        "", "caf\u00e9 \u20ac \uD83D\uDE00", "\\t literal", "12345-67890",
    };
    private final MySqlTarget target = new MySqlTarget();
    private final ConnectionSpec spec = spec();
    private final BulkLoader inserts = new MultiRowInsertLoader(target.dialect(), 500);

    @BeforeEach
    void createTable() throws SQLException {
        try (Connection c = target.connector().connect(spec, PsMode.DISABLE); Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS " + TABLE);
            st.execute("CREATE TABLE " + TABLE + " (id INTEGER NOT NULL, k BIGINT NOT NULL, c VARCHAR(100) NOT NULL,"
                    + " PRIMARY KEY (id)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4");
        }
    }

    @AfterEach
    void dropTable() throws SQLException {
        try (Connection c = target.connector().connect(spec, PsMode.DISABLE); Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS " + TABLE);
        }
    }

    private static ConnectionSpec spec() {
        String host = System.getenv("DBBENCH_MYSQL_HOST");
        assumeTrue(host != null && !host.isBlank(), "set DBBENCH_MYSQL_HOST (and _PORT, _USER, _PASSWORD, _DB), e.g. with "
                + "'source scripts/test-env.sh'");
        return ConnectionSpec.of(host, Integer.parseInt(System.getenv().getOrDefault("DBBENCH_MYSQL_PORT", "3306")),
                System.getenv().getOrDefault("DBBENCH_MYSQL_USER", "root"), Secret.of(System.getenv("DBBENCH_MYSQL_PASSWORD")),
                System.getenv().getOrDefault("DBBENCH_MYSQL_DB", "dbbench"));
    }

    /** Whatever the session's sql_mode: NO_BACKSLASH_ESCAPES changes LOAD DATA's default escape character. */
    @ParameterizedTest
    @ValueSource(strings = {"", "NO_BACKSLASH_ESCAPES", "ANSI_QUOTES", "NO_BACKSLASH_ESCAPES,ANSI_QUOTES"})
    void awkwardValuesReadBackIdentically(String sqlMode) throws SQLException {
        BulkLoader mustNotFallBack = (c, table, columns, rows) -> {
            throw new AssertionError("fell back to INSERTs on a server that allows local infile");
        };
        LocalInfileLoader loader = new LocalInfileLoader(mustNotFallBack);
        try (Connection c = target.connector().connect(spec, PsMode.AUTO)) {
            addSqlMode(c, sqlMode);
            c.setAutoCommit(false);
            assertThat(loader.load(c, TABLE, List.of("id", "k", "c"), rows())).isEqualTo(ROWS);
            c.commit();
            c.setAutoCommit(true);
            assertReadBack(c);
            assertThat(sessionStatus(c, "Com_load")).isEqualTo(1);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "NO_BACKSLASH_ESCAPES,ANSI_QUOTES"})
    void aClientThatDoesNotOfferLocalInfileFallsBackToInsertsWithoutLosingARow(String sqlMode) throws SQLException {
        ConnectionSpec refusing = spec.withProperties(Map.of("allowLoadLocalInfile", "false"));
        LocalInfileLoader loader = new LocalInfileLoader(inserts);
        try (Connection c = target.connector().connect(refusing, PsMode.AUTO)) {
            addSqlMode(c, sqlMode);
            BulkLoader chunked = new TransactionalLoader(loader, 7_000);
            assertThat(chunked.load(c, TABLE, List.of("id", "k", "c"), rows())).isEqualTo(ROWS);
            assertThat(loader.fallingBack()).isTrue();
            assertReadBack(c);
            assertThat(sessionStatus(c, "Com_load")).isEqualTo(1);
        }
    }

    @Test
    void theDriverSendsNoFileOutsideTheLoader() throws SQLException {
        try (Connection c = target.connector().connect(spec, PsMode.DISABLE); Statement st = c.createStatement()) {
            assertThatThrownBy(() -> st.executeUpdate("LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE " + TABLE))
                    .isInstanceOf(SQLException.class)
                    .hasMessageContaining("allowLoadLocalInfile");
            try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + TABLE)) {
                rs.next();
                assertThat(rs.getLong(1)).isZero();
            }
        }
    }

    private static void addSqlMode(Connection c, String modes) throws SQLException {
        if (!modes.isEmpty()) {
            try (Statement st = c.createStatement()) {
                st.execute("SET SESSION sql_mode = CONCAT(@@SESSION.sql_mode, '," + modes + "')");
            }
        }
    }

    private static BulkLoader.RowSource rows() {
        int[] id = {0};
        return row -> {
            if (id[0] == ROWS) {
                return false;
            }
            int i = ++id[0];
            row.integer(i);
            row.integer(-31L * i);
            row.text(value(i));
            return true;
        };
    }

    private static String value(int id) {
        return AWKWARD[id % AWKWARD.length] + id;
    }

    private static void assertReadBack(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id, k, c FROM " + TABLE + " ORDER BY id")) {
            for (int id = 1; id <= ROWS; id++) {
                assertThat(rs.next()).as("row %d", id).isTrue();
                assertThat(rs.getInt(1)).isEqualTo(id);
                assertThat(rs.getLong(2)).isEqualTo(-31L * id);
                assertThat(rs.getString(3)).as("row %d", id).isEqualTo(value(id));
            }
            assertThat(rs.next()).isFalse();
        }
    }

    private static long sessionStatus(Connection c, String name) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SHOW SESSION STATUS WHERE Variable_name = '" + name + "'")) {
            return rs.next() ? rs.getLong(2) : -1;
        }
    }
}
