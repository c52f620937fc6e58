package dev.dbbench.cli.stability;

import dev.dbbench.cli.Cli;
import dev.dbbench.cli.ScratchDb;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A database of its own for the stability tests on a shared test server: the tests kill every connection
 * to it, which must never hit another test's connections, and they prepare their own small dataset.
 */
final class StabilityDb {
    static final String NAME = "dbbench_stability_it";
    private final TestServers.Server server;

    private StabilityDb(TestServers.Server server) {
        this.server = server;
    }

    /** The test server of {@code kind} (or a skipped test), with the database created and {@code data} prepared in it. */
    static StabilityDb prepare(Kind kind, List<String> data) throws SQLException {
        StabilityDb db = new StabilityDb(TestServers.require(kind));
        db.create();
        Cli.run(Cli.args(List.of("cleanup"), db.cliArgs(), data));
        Cli prep = Cli.run(Cli.args(List.of("prepare"), db.cliArgs(), data, List.of("--threads", "2")));
        if (prep.exitCode() != 0) {
            throw new IllegalStateException("prepare failed: " + prep);
        }
        return db;
    }

    Kind kind() {
        return server.kind();
    }

    /** Connection options for the CLI, pointing at this test's database. */
    List<String> cliArgs() {
        List<String> args = new ArrayList<>(server.cliArgs());
        args.set(args.indexOf("--db") + 1, NAME);
        return args;
    }

    /**
     * Kills every connection to the test database, as an administrator would (MariaDB {@code KILL},
     * PostgreSQL {@code pg_terminate_backend}); returns how many were killed.
     */
    int killAll() throws SQLException {
        try (Connection c = admin(); Statement st = c.createStatement()) {
            return ScratchDb.killAll(st, server.kind(), NAME);
        }
    }

    private void create() throws SQLException {
        try (Connection c = admin(); Statement st = c.createStatement()) {
            ScratchDb.createIfMissing(st, server.kind(), NAME);
        }
    }

    /** A connection to the server's own test database, never to {@link #NAME}, so it survives {@link #killAll}. */
    private Connection admin() throws SQLException {
        return server.connect(server.database());
    }
}
