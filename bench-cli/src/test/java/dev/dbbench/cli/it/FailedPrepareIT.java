package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A prepare whose load fails (a value too long for its column) drops the tables it created, and only those: the
 * database is left as it was found.
 */
class FailedPrepareIT {
    private static final String FILE = """
            name: failing-load
            description: the second table's names do not fit their column
            tables:
              robust_ok:
                rows: 50
                columns:
                  id: {type: INTEGER NOT NULL, data: {sequence: 1}}
                primary_key: [id]
              robust_bad:
                rows: 50
                columns:
                  id:   {type: INTEGER NOT NULL, data: {sequence: 1}}
                  name: {type: VARCHAR(4) NOT NULL, data: {string: [8, 24]}}
                primary_key: [id]
            transactions:
              read:
                weight: 1
                statements:
                  - SELECT id FROM robust_ok WHERE id = 1
            """;

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void aFailedLoadLeavesNoTableItCreated(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        Path file = Files.writeString(tmp.resolve("failing.yaml"), FILE);
        List<String> workload = List.of("--workload-file", file.toString());
        Cli.run(Cli.args(List.of("cleanup"), s.cliArgs(), workload));
        try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE robust_kept (id INTEGER)");
            try {
                Cli prep = Cli.run(Cli.args(List.of("prepare"), s.cliArgs(), workload));

                assertThat(prep.exitCode()).as(prep.toString()).isEqualTo(1);
                assertThat(prep.err()).contains("note: prepare failed, so the tables it had created are dropped again: robust_bad, "
                        + "robust_ok");
                assertThat(exists(st, kind, "robust_ok")).isFalse();
                assertThat(exists(st, kind, "robust_bad")).isFalse();
                assertThat(exists(st, kind, "robust_kept")).as("a table that was there before").isTrue();
            } finally {
                st.execute("DROP TABLE IF EXISTS robust_kept");
            }
        }
    }

    private static boolean exists(Statement st, Kind kind, String table) throws Exception {
        try (ResultSet rs = st.executeQuery("SELECT count(*) FROM information_schema.tables WHERE table_name = '" + table
                + "' AND table_schema = " + (kind == Kind.POSTGRES ? "current_schema()" : "database()"))) {
            rs.next();
            return rs.getInt(1) > 0;
        }
    }
}
