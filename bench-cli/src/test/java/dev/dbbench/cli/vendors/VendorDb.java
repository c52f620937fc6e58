package dev.dbbench.cli.vendors;

import dev.dbbench.cli.ScratchDb;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.Target;
import dev.dbbench.testing.TestServers.Kind;
import dev.dbbench.testing.TestServers;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A database of its own for the vendor tests on the shared MariaDB and PostgreSQL servers, so their
 * tables and their killed sessions touch nothing else, and the SQL that kills every session in it.
 * Statements go through the built-in targets, found as the CLI finds them.
 */
final class VendorDb {
    static final String NAME = "dbbench_vendor_it";

    private VendorDb() {
    }

    static Connection admin(TestServers.Server s) throws SQLException {
        Target t = Plugins.builtIn().target(s.kind() == Kind.POSTGRES ? "postgresql" : "mysql").plugin();
        return t.connector().connect(s.spec(), PsMode.DISABLE);
    }

    static void create(TestServers.Server s) throws SQLException {
        try (Connection c = admin(s); Statement st = c.createStatement()) {
            ScratchDb.createIfMissing(st, s.kind(), NAME);
        }
    }

    /** Ends every session connected to the vendor database; returns how many there were. */
    static int killAll(Connection admin, Kind kind) throws SQLException {
        try (Statement st = admin.createStatement()) {
            return ScratchDb.killAll(st, kind, NAME);
        }
    }

    /** {@code s.cliArgs(target)} pointed at the vendor database. */
    static List<String> cliArgs(TestServers.Server s, String target) {
        List<String> args = new ArrayList<>(s.cliArgs(target));
        args.set(args.indexOf("--db") + 1, NAME);
        return args;
    }
}
