package dev.dbbench.cli.differential;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.cli.differential.TextPaths.Outcome;
import dev.dbbench.cli.differential.TextPaths.Path;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.Target;
import dev.dbbench.sql.text.Placeholders;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A differential test of every path by which dbbench sends SQL text and values: statements and values drawn at random
 * (comments of every kind, quoted text, quoted names, dollar quotes, escapes, things that look like placeholders in
 * all of them, and every awkward character, NUL included) go through each path to each local server under each session
 * mode that changes how text is read, and what the server stored must be what the JDBC driver's prepared statement
 * stored. A statement whose placeholders the modes read differently must be refused by every path that reads the text
 * itself; a value the server cannot hold must be refused, never stored otherwise. The seed is printed on failure;
 * {@code DBBENCH_TEXT_SEED} replays one. Bounded: a dozen statements per mode, one table per server.
 */
class TextPathsIT {
    private static final int CASES = 12;
    private static final int FIRST_ID_STEP = 10_000;

    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource({"mysql, MYSQL", "mariadb, MYSQL", "mysql, MYSQL8", "postgresql, POSTGRES", "oceanbase, OCEANBASE"})
    void everyPathStoresWhatTheDriverStores(String targetId, Kind kind) throws Exception {
        TestServers.Server server = TestServers.require(kind);
        Target target = target(targetId);
        long seed = seed();
        SplittableRandom random = new SplittableRandom(seed);
        boolean postgres = kind == Kind.POSTGRES;
        SqlSyntax.Family family = postgres ? SqlSyntax.Family.POSTGRESQL : SqlSyntax.Family.MYSQL;
        List<String> failures = new ArrayList<>();
        try (TextPaths paths = new TextPaths(target, server.spec(), postgres)) {
            createTable(paths.base(), postgres);
            try {
                List<Mode> modes = postgres ? postgresModes() : mysqlModes(paths.base());
                for (int m = 0; m < modes.size(); m++) {
                    Mode mode = modes.get(m);
                    paths.mode(mode.properties(), mode.set());
                    assertThat(List.of(paths.sessionValue(mode.check()).split(","))).as("the mode at the login")
                            .containsExactlyInAnyOrder(mode.value().split(","));
                    List<TextCase> cases = new ArrayList<>();
                    for (int i = 0; i < CASES; i++) {
                        cases.add(TextCase.draw(random, family));
                    }
                    int firstId = (m + 1) * FIRST_ID_STEP;
                    Map<Integer, Outcome> out = paths.run(cases, firstId);
                    for (int i = 0; i < cases.size(); i++) {
                        check(target.dialect(), postgres, cases.get(i), i, firstId, out, mode.value(), failures);
                    }
                }
                checkInvalidUtf8(paths, postgres, failures);
            } finally {
                try (Statement st = paths.base().createStatement()) {
                    st.execute("DROP TABLE IF EXISTS " + TextCase.TABLE);
                }
            }
        }
        assertThat(failures).as("%s on %s, seed %d (replay with DBBENCH_TEXT_SEED=%d)", targetId, kind, seed, seed)
                .isEmpty();
    }

    /**
     * What each path of one case did, held against the driver's prepared statement in the same mode (for the wire client
     * under {@code --ps-mode auto}, in the server's mode) and against the values drawn.
     */
    private static void check(Dialect dialect, boolean postgres, TextCase c, int i, int firstId, Map<Integer, Outcome> out,
            String mode, List<String> failures) {
        String where = mode + ", " + show(c.sql()) + " with a=" + show(c.a()) + ", b=" + show(c.b()) + ": ";
        boolean ambiguous = ambiguous(c.sql(), dialect);
        Outcome driver = out.get(TextPaths.id(firstId, i, Path.JDBC_AUTO));
        if (driver == null || out.get(TextPaths.id(firstId, i, Path.BASE_AUTO)) == null) {
            failures.add(where + "the driver's prepared statement left no outcome");
            return;
        }
        if (!ambiguous && driver.stored() && !(Objects.equals(driver.a(), c.a()) && Objects.equals(driver.b(), c.b()))) {
            failures.add(where + "the driver stored " + show(driver.a()) + ", " + show(driver.b()));
        }
        for (Path p : List.of(Path.JDBC_DISABLE, Path.WIRE_AUTO, Path.WIRE_DISABLE)) {
            Outcome o = out.get(TextPaths.id(firstId, i, p));
            // The wire client prepares before its session's SET: the server reads the text in its own mode, or (seekdb)
            // in the session's when it runs it; either is the driver's reading of one of those modes.
            Outcome base = out.get(TextPaths.id(firstId, i, Path.BASE_AUTO));
            Outcome reference = p == Path.WIRE_AUTO && !same(o, driver) ? base : driver;
            boolean readsText = p != Path.JDBC_DISABLE || dialect.literals().inlinesParameters();
            if (ambiguous) {
                if (readsText && (o == null || !o.refused())) {
                    failures.add(where + p + " did not refuse a statement the modes read differently: " + o);
                }
            } else if (o == null) {
                failures.add(where + p + " left no outcome");
            } else if (o.refused()) {
                failures.add(where + p + " refused what every mode reads alike: " + o.error());
            } else if (o.stored() != reference.stored()) {
                failures.add(where + p + (o.stored() ? " stored it" : " failed (" + o.error() + ")") + " where the driver "
                        + (reference.stored() ? "stored it" : "failed (" + reference.error() + ")"));
            } else if (o.stored() && !(Objects.equals(o.a(), reference.a()) && Objects.equals(o.b(), reference.b())
                    && Objects.equals(o.lit(), reference.lit()))) {
                failures.add(where + p + " stored " + show(o.a()) + ", " + show(o.b()) + ", " + show(o.lit()) + " where the driver"
                        + " stored " + show(reference.a()) + ", " + show(reference.b()) + ", " + show(reference.lit()));
            }
        }
        boolean holdable = dialect.literals().refusedCharacter(c.a()).isEmpty() && dialect.literals().refusedCharacter(c.b()).isEmpty();
        for (Path p : postgres ? List.of(Path.BULK_LOADER, Path.INSERT_LOADER, Path.COPY_TEXT) : List.of(Path.BULK_LOADER,
                Path.INSERT_LOADER)) {
            Outcome o = out.get(TextPaths.id(firstId, i, p));
            if (o == null) {
                failures.add(where + p + " left no outcome");
            } else if (holdable && !(o.stored() && Objects.equals(o.a(), c.a()) && Objects.equals(o.b(), c.b()))) {
                failures.add(where + p + (o.stored() ? " stored " + show(o.a()) + ", " + show(o.b()) : " failed: " + o.error()));
            } else if (!holdable && o.stored()) {
                failures.add(where + p + " stored a value the server cannot hold as " + show(o.a()) + ", " + show(o.b()));
            }
        }
    }

    /** Invalid UTF-8, which only the wire client can send: refused by the server, not stored otherwise. */
    private static void checkInvalidUtf8(TextPaths paths, boolean postgres, List<String> failures) throws Exception {
        if (!postgres && !strict(paths.base())) {
            return;
        }
        TextCase c = new TextCase("INSERT INTO " + TextCase.TABLE + " (id, a, b, lit) VALUES (?, ?, ?, 'u')", "", "");
        for (PsMode mode : PsMode.values()) {
            int id = 900_000 + mode.ordinal();
            if (paths.wireBytes(mode, c, id, new byte[] {'a', (byte) 0xC3, '(', (byte) 0xFF}) == null) {
                failures.add("the wire client under --ps-mode " + mode.cliName() + " stored invalid UTF-8 without an error");
            }
        }
    }

    /** Both stored the same row, or both failed. */
    private static boolean same(Outcome x, Outcome y) {
        return x != null && y != null && x.stored() == y.stored() && (!x.stored() || Objects.equals(x.a(), y.a())
                && Objects.equals(x.b(), y.b()) && Objects.equals(x.lit(), y.lit()));
    }

    private static boolean ambiguous(String sql, Dialect dialect) {
        try {
            Placeholders.split(sql, dialect.literals().syntaxes());
            return false;
        } catch (IllegalArgumentException e) {
            return true;
        }
    }

    /**
     * A session mode: the driver properties that set it at the login, the SET a wire connection runs for it, and the
     * query and value that show it took.
     */
    private record Mode(Map<String, String> properties, String set, String check, String value) {
    }

    /** The server's sql_mode, with NO_BACKSLASH_ESCAPES, with ANSI_QUOTES, and with both. */
    private static List<Mode> mysqlModes(Connection c) throws SQLException {
        String base;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT @@SESSION.sql_mode")) {
            rs.next();
            base = rs.getString(1);
        }
        List<Mode> out = new ArrayList<>();
        for (String extra : List.of("", "NO_BACKSLASH_ESCAPES", "ANSI_QUOTES", "NO_BACKSLASH_ESCAPES,ANSI_QUOTES")) {
            String modes = base.isEmpty() ? extra : extra.isEmpty() ? base : base + "," + extra;
            out.add(new Mode(Map.of("sessionVariables", "sql_mode='" + modes + "'"), "SET SESSION sql_mode = '" + modes + "'",
                    "SELECT @@SESSION.sql_mode", modes));
        }
        return out;
    }

    private static List<Mode> postgresModes() {
        List<Mode> out = new ArrayList<>();
        for (String value : List.of("on", "off")) {
            out.add(new Mode(Map.of("options", "-c standard_conforming_strings=" + value), "SET standard_conforming_strings = "
                    + value, "SHOW standard_conforming_strings", value));
        }
        return out;
    }

    private static boolean strict(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT @@SESSION.sql_mode")) {
            rs.next();
            return rs.getString(1).contains("STRICT_");
        }
    }

    private static void createTable(Connection c, boolean postgres) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS " + TextCase.TABLE);
            st.execute(postgres
                    ? "CREATE TABLE " + TextCase.TABLE + " (id INTEGER PRIMARY KEY, a TEXT, b TEXT, lit TEXT, x NUMERIC, \""
                            + TextCase.ODD_COLUMN + "\" INTEGER)"
                    : "CREATE TABLE " + TextCase.TABLE + " (id INTEGER PRIMARY KEY, a LONGTEXT, b LONGTEXT, lit TEXT,"
                            + " x DECIMAL(5, 1), `" + TextCase.ODD_COLUMN + "` INTEGER) DEFAULT CHARSET=utf8mb4");
        }
    }

    private static Target target(String id) {
        for (Target t : ServiceLoader.load(Target.class)) {
            if (t.id().equals(id)) {
                return t;
            }
        }
        assumeTrue(false, "no target " + id + " on the class path");
        throw new IllegalStateException();
    }

    private static long seed() {
        String given = System.getenv("DBBENCH_TEXT_SEED");
        return given != null && !given.isBlank() ? Long.parseLong(given.trim()) : new SplittableRandom().nextLong();
    }

    /** A value in one line: control characters and backslashes escaped, long ones cut. */
    private static String show(String value) {
        if (value == null) {
            return "NULL";
        }
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < value.length() && i < 120; i++) {
            char ch = value.charAt(i);
            out.append(ch == '\\' ? "\\\\" : ch == '"' ? "\\\"" : ch < ' ' || ch == 0x7F ? String.format("\\u%04X", (int) ch)
                    : String.valueOf(ch));
        }
        return out.append(value.length() > 120 ? "...\" (" + value.length() + " characters)" : "\"").toString();
    }
}
