package dev.dbbench.cli.differential;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.sql.MultiRowInsertLoader;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.testing.WireDriver;
import dev.dbbench.wire.WireConnection;
import dev.dbbench.wire.WireTarget;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every path by which dbbench sends text to one target's server: the JDBC driver's prepared statements under each
 * {@code --ps-mode} (dbbench's own inlining where the dialect inlines), the target's wire client under each
 * {@code --ps-mode}, and the loaders (the target's bulk loader: LOAD DATA or COPY in binary; the multi-row INSERTs;
 * COPY in text where the server has it). Each row goes in under its own id.
 *
 * <p>A session mode is set as a server setting would set it, at the login, for the JDBC connections (the drivers read
 * it then); the wire client has no such setting, so its connection runs the mode's SET first. Its statements under
 * {@code --ps-mode auto} are prepared before that, in the server's own mode, so they are held against the driver's
 * prepared statement on a connection left in that mode ({@link Path#BASE_AUTO}).
 */
final class TextPaths implements AutoCloseable {
    /** How each row went: stored (a, b, lit) or the error or refusal that kept it out. */
    record Outcome(String a, String b, String lit, String error) {
        boolean stored() {
            return error == null;
        }

        boolean refused() {
            return error != null && error.startsWith(REFUSED);
        }
    }

    static final String REFUSED = "refused: ";
    /** Where an opening's refusal names the statement it refused. */
    private static final Pattern STATEMENT = Pattern.compile("statement ([0-9]+)");

    /** The paths, in the order of the ids of one case's rows. */
    enum Path {
        JDBC_AUTO, JDBC_DISABLE, WIRE_AUTO, WIRE_DISABLE, BULK_LOADER, INSERT_LOADER, COPY_TEXT, BASE_AUTO
    }

    private final Target target;
    private final ConnectionSpec spec;
    private final Connection base;
    private final boolean copyText;
    private Connection auto;
    private Connection disable;
    private Connection loading;
    private String mode = "";

    /** @param copyText whether the target's bulk loader takes text format for a row with a NUMERIC column (COPY) */
    TextPaths(Target target, ConnectionSpec spec, boolean copyText) throws SQLException {
        this.target = target;
        this.spec = spec;
        this.copyText = copyText;
        this.base = target.connector().connect(spec, PsMode.AUTO);
    }

    /** A connection in the server's own mode, for the table and the reading back. */
    Connection base() {
        return base;
    }

    /**
     * Opens the JDBC connections with {@code properties} (the driver's way to set a session mode at the login), and has
     * every wire connection opened from now on run {@code set} first.
     */
    void mode(Map<String, String> properties, String set) throws SQLException {
        closeModeConnections();
        ConnectionSpec moded = spec.withProperties(properties);
        auto = target.connector().connect(moded, PsMode.AUTO);
        disable = target.connector().connect(moded, PsMode.DISABLE);
        loading = target.connector().connect(moded, PsMode.AUTO);
        this.mode = set;
    }

    /** The session's value of {@code variable} on the connections of the current mode, to see that the mode took. */
    String sessionValue(String query) throws SQLException {
        try (Statement st = auto.createStatement(); ResultSet rs = st.executeQuery(query)) {
            rs.next();
            return rs.getString(1);
        }
    }

    static int id(int firstId, int caseIndex, Path path) {
        return firstId + caseIndex * Path.values().length + path.ordinal();
    }

    /** Sends every case through every path, then reads back what each stored; {@code refusedText} are those dbbench refuses. */
    Map<Integer, Outcome> run(List<TextCase> cases, int firstId) throws SQLException, IOException {
        Map<Integer, String> errors = new HashMap<>();
        for (int i = 0; i < cases.size(); i++) {
            TextCase c = cases.get(i);
            jdbc(auto, PsMode.AUTO, c, id(firstId, i, Path.JDBC_AUTO), errors);
            jdbc(disable, PsMode.DISABLE, c, id(firstId, i, Path.JDBC_DISABLE), errors);
            jdbc(base, PsMode.AUTO, c, id(firstId, i, Path.BASE_AUTO), errors);
            load(MultiRowInsertLoader.forTarget(target, LoadReport.IGNORED), c, id(firstId, i, Path.BULK_LOADER), false, errors);
            load(new MultiRowInsertLoader(target.dialect(), MultiRowInsertLoader.ROWS), c, id(firstId, i, Path.INSERT_LOADER),
                    false, errors);
            if (copyText) {
                load(MultiRowInsertLoader.forTarget(target, LoadReport.IGNORED), c, id(firstId, i, Path.COPY_TEXT), true, errors);
            }
        }
        if (WireTarget.clientOf(target).isPresent()) {
            wire(PsMode.AUTO, Path.WIRE_AUTO, cases, firstId, errors);
            wire(PsMode.DISABLE, Path.WIRE_DISABLE, cases, firstId, errors);
        }
        Map<Integer, Outcome> out = new HashMap<>();
        errors.forEach((id, error) -> out.put(id, new Outcome(null, null, null, error)));
        try (PreparedStatement ps = base.prepareStatement("SELECT id, a, b, lit FROM " + TextCase.TABLE + " WHERE id >= ? AND id < ?")) {
            ps.setInt(1, firstId);
            ps.setInt(2, id(firstId, cases.size(), Path.JDBC_AUTO));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getInt(1), new Outcome(rs.getString(2), rs.getString(3), rs.getString(4), null));
                }
            }
        }
        return out;
    }

    private void jdbc(Connection c, PsMode psMode, TextCase tc, int id, Map<Integer, String> errors) {
        try (SqlStatement st = SqlStatement.prepare(new WorkerContext(0, 1, c, target.dialect(), psMode, 1), tc.sql())) {
            st.setInt(1, id);
            st.setString(2, tc.a());
            st.setString(3, tc.b());
            st.executeUpdate();
        } catch (SQLException e) {
            errors.put(id, describe(e));
        }
    }

    private void load(BulkLoader loader, TextCase tc, int id, boolean text, Map<Integer, String> errors) {
        List<String> columns = text ? List.of("id", "a", "b", "x") : List.of("id", "a", "b");
        boolean[] done = {false};
        BulkLoader.RowSource one = row -> {
            if (done[0]) {
                return false;
            }
            done[0] = true;
            row.integer(id);
            row.text(tc.a());
            row.text(tc.b());
            if (text) {
                row.nullValue();
            }
            return true;
        };
        try {
            loader.load(loading, TextCase.TABLE, columns, one);
        } catch (SQLException e) {
            errors.put(id, describe(e));
        }
    }

    /**
     * One wire connection in {@code psMode} for the cases: a case whose statement the opening refuses (dbbench's reading
     * of its text, or the server's prepare) is left out, with its refusal, and the rest opened again.
     */
    private void wire(PsMode psMode, Path path, List<TextCase> cases, int firstId, Map<Integer, String> errors)
            throws SQLException, IOException {
        List<Integer> live = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            live.add(i);
        }
        while (true) {
            List<ScriptStatement> statements = new ArrayList<>();
            statements.add(new ScriptStatement(mode.isEmpty() ? "SELECT 1" : mode, ScriptStatement.Kind.OTHER));
            live.forEach(i -> statements.add(statement(cases.get(i))));
            WireConnection c;
            try {
                c = WireTarget.clientOf(target).orElseThrow().open(spec, psMode, statements);
            } catch (SQLException e) {
                Matcher m = STATEMENT.matcher(String.valueOf(e.getMessage()));
                if (!m.find() || Integer.parseInt(m.group(1)) < 1) {
                    throw e;
                }
                errors.put(id(firstId, live.remove(Integer.parseInt(m.group(1)) - 1), path), describe(e));
                continue;
            }
            try (c) {
                WireDriver.run(c, 0, new ScriptParams(0));
                for (int s = 1; s < statements.size(); s++) {
                    TextCase tc = cases.get(live.get(s - 1));
                    int id = id(firstId, live.get(s - 1), path);
                    WireDriver.run(c, s, params(id, bytes(tc.a()), bytes(tc.b())));
                    if (c.error() != null) {
                        errors.put(id, describe(c.error()));
                    }
                }
            }
            return;
        }
    }

    /** Sends {@code a} as raw bytes (invalid UTF-8, say) through the wire client; the server's error, or null when it stored them. */
    String wireBytes(PsMode psMode, TextCase tc, int id, byte[] a) throws SQLException, IOException {
        List<ScriptStatement> statements = List.of(new ScriptStatement(mode.isEmpty() ? "SELECT 1" : mode,
                ScriptStatement.Kind.OTHER), statement(tc));
        try (WireConnection c = WireTarget.clientOf(target).orElseThrow().open(spec, psMode, statements)) {
            WireDriver.run(c, 0, new ScriptParams(0));
            WireDriver.run(c, 1, params(id, a, bytes("")));
            return c.error() == null ? null : describe(c.error());
        }
    }

    private static ScriptStatement statement(TextCase tc) {
        return new ScriptStatement(tc.sql(), ScriptStatement.Kind.UPDATE, 3, 0).withText(1, 2);
    }

    private static ScriptParams params(int id, byte[] a, byte[] b) {
        ScriptParams params = new ScriptParams(3);
        params.setInt(0, id);
        params.setText(1, a, a.length);
        params.setText(2, b, b.length);
        return params;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** An error as the outcome keeps it: a refusal of dbbench's own (one line, SQLSTATE 07001), else the server's code. */
    private static String describe(SQLException e) {
        String message = String.valueOf(e.getMessage());
        boolean ownRefusal = "07001".equals(e.getSQLState())
                && (message.startsWith("statement ") || message.startsWith("the placeholders of "));
        if (ownRefusal) {
            return REFUSED + message;
        }
        return (e.getErrorCode() > 0 ? e.getErrorCode() + " " : "") + e.getSQLState() + " " + message.lines().findFirst().orElse("");
    }

    private void closeModeConnections() throws SQLException {
        for (Connection c : java.util.Arrays.asList(auto, disable, loading)) {
            if (c != null) {
                c.close();
            }
        }
    }

    @Override
    public void close() throws SQLException {
        closeModeConnections();
        base.close();
    }
}
