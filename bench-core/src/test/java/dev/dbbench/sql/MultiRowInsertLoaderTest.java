package dev.dbbench.sql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.BulkLoader.RowSource;
import dev.dbbench.spi.Dialect;
import dev.dbbench.testing.CannedJdbc;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultiRowInsertLoaderTest {
    private static final Dialect DIALECT = () -> () -> "INT AUTO_INCREMENT";
    private static final String HEAD = "INSERT INTO t (id, c) VALUES ";

    private final CannedJdbc db = new CannedJdbc();

    /** Rows id 1..n with a c of {@code width} letters. */
    private static RowSource rows(int n, int width) {
        String c = "x".repeat(width);
        int[] next = {1};
        return row -> {
            if (next[0] > n) {
                return false;
            }
            row.integer(next[0]++);
            row.text(c);
            return true;
        };
    }

    @Test
    void nullIsTheKeywordNotAString() throws SQLException {
        boolean[] done = {false};
        new MultiRowInsertLoader(DIALECT, 3).load(db.connection(), "t", List.of("id", "c"), row -> {
            if (done[0]) {
                return false;
            }
            done[0] = true;
            row.integer(1);
            row.nullValue();
            return true;
        });
        assertThat(db.asked()).containsExactly(HEAD + "(1,NULL)");
    }

    @Test
    void fullStatementsCarryRowsPerStatementAndTheLastTheRest() throws SQLException {
        long loaded = new MultiRowInsertLoader(DIALECT, 3).load(db.connection(), "t", List.of("id", "c"), rows(7, 2));
        assertThat(loaded).isEqualTo(7);
        assertThat(db.asked()).containsExactly(HEAD + "(1,'xx'),(2,'xx'),(3,'xx')", HEAD + "(4,'xx'),(5,'xx'),(6,'xx')",
                HEAD + "(7,'xx')");
    }

    @Test
    void aCharacterLimitEndsStatementsBeforeTheyPassIt() throws SQLException {
        int limit = 1_000;
        long loaded = new MultiRowInsertLoader(DIALECT, 500, limit).load(db.connection(), "t", List.of("id", "c"),
                rows(500, 90));
        assertThat(loaded).isEqualTo(500);
        assertThat(db.asked()).hasSizeGreaterThan(50).allSatisfy(sql -> assertThat(sql.length()).isLessThanOrEqualTo(limit));
        assertThat(db.asked().get(0).length()).as("filled up to the limit, not far below it").isGreaterThan(limit - 2 * 100);
        assertThat(String.join("", db.asked())).contains("(1,'", "(500,'");
        assertThat(db.asked().stream().mapToLong(sql -> sql.split("\\),\\(").length).sum()).isEqualTo(500);
    }

    @Test
    void aRowLongerThanTheLimitGoesAlone() throws SQLException {
        long loaded = new MultiRowInsertLoader(DIALECT, 500, 100).load(db.connection(), "t", List.of("id", "c"),
                rows(3, 150));
        assertThat(loaded).isEqualTo(3);
        assertThat(db.asked()).hasSize(3).allSatisfy(sql -> assertThat(sql).startsWith(HEAD + "(").doesNotContain("),("));
    }

    /** prepare's summary names the load method on every target, the default loader's too, not MySQL's alone. */
    @Test
    void theDefaultLoaderSaysHowItLoads() throws SQLException {
        List<String> told = new java.util.ArrayList<>();
        MultiRowInsertLoader.reporting(DIALECT, (method, slower) -> told.add(method + "|" + slower)).load(db.connection(), "t", List.of("id", "c"), rows(2, 1));
        assertThat(told).containsExactly("multi-row INSERTs|");
    }
}
