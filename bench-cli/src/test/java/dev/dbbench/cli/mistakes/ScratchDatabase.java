package dev.dbbench.cli.mistakes;

import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A database of a test's own on a test server, so that its tables never meet those of another test
 * running against the same server. Created and dropped through the server's admin login.
 */
final class ScratchDatabase implements AutoCloseable {
    private final TestServers.Server server;
    private final String name;

    private ScratchDatabase(TestServers.Server server, String name) {
        this.server = server;
        this.name = name;
    }

    /** Drops any leftover of an earlier run, then creates {@code name} afresh. */
    static ScratchDatabase create(TestServers.Server server, String name) throws SQLException {
        ScratchDatabase db = new ScratchDatabase(server, name);
        db.admin(drop(server.kind(), name));
        db.admin("CREATE DATABASE " + name);
        return db;
    }

    static String targetId(Kind kind) {
        return kind == Kind.POSTGRES ? "postgresql" : "mysql";
    }

    String name() {
        return name;
    }

    TestServers.Server server() {
        return server;
    }

    /** Connection options for the command line, the password passed through a file. */
    List<String> cliArgs() {
        return cliArgs(server.passwordFile());
    }

    List<String> cliArgs(Path passwordFile) {
        return new ArrayList<>(List.of("--target", targetId(server.kind()), "--host", server.host(), "--port",
                Integer.toString(server.port()), "--user", server.user(), "--db", name, "--password-file", passwordFile.toString()));
    }

    /** Runs {@code sql} in this database as the admin login. */
    void execute(String sql) throws SQLException {
        try (Connection c = connect(name); Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    boolean tableExists(String table) throws SQLException {
        try (Connection c = connect(name); ResultSet rs = c.getMetaData().getTables(c.getCatalog(), c.getSchema(), table, null)) {
            return rs.next();
        }
    }

    /** Runs {@code sql} in the server's default database as the admin login. */
    void admin(String sql) throws SQLException {
        try (Connection c = connect(server.database()); Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    Connection connect(String database) throws SQLException {
        return server.connect(database);
    }

    private static String drop(Kind kind, String name) {
        // FORCE ends sessions a failed test may have left behind (PostgreSQL 13+).
        return kind == Kind.POSTGRES ? "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)" : "DROP DATABASE IF EXISTS " + name;
    }

    @Override
    public void close() throws SQLException {
        admin(drop(server.kind(), name));
    }
}
