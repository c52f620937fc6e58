package dev.dbbench.runner.jobs;

import dev.dbbench.embedded.EmbeddedPostgres;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.sql.MultiRowInsertLoader;
import java.io.IOException;
import java.io.PrintStream;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * The database used when none is given: a real PostgreSQL started from Maven Central binaries,
 * loaded with the chosen workload's dataset, and deleted afterwards. It lets the first command in
 * the README produce a real result on a machine with no database.
 */
public final class EmbeddedDefault implements AutoCloseable {
    private final EmbeddedPostgres server;
    private final ResolvedTarget target;

    private EmbeddedDefault(EmbeddedPostgres server, ResolvedTarget target) {
        this.server = server;
        this.target = target;
    }

    /**
     * Starts the server once {@code settings} are known to suit it: a mistake it would refuse (an --ignore-errors
     * code PostgreSQL never reports) is better told before the download and start-up than after them.
     */
    public static EmbeddedDefault start(Plugins plugins, RunSettings settings, PrintStream out) throws IOException {
        settings.checkIgnored(Map.of("the embedded PostgreSQL (--target postgresql)", plugins.target("postgresql").plugin()));
        out.println("No database given: starting an embedded PostgreSQL (its data is deleted afterwards).");
        out.println("To measure a real server add e.g. --target mysql --host HOST --user USER --db DB --password-env VAR.");
        EmbeddedPostgres server = EmbeddedPostgres.start();
        EmbeddedPostgres.Endpoint e = server.endpoint();
        ConnectionSpec spec = ConnectionSpec.of(e.host(), e.port(), e.user(), Secret.of(e.password()), e.database());
        ResolvedTarget target = new ResolvedTarget("embedded-postgresql", plugins.target("postgresql"), spec, List.of());
        out.println("Embedded PostgreSQL " + server.version() + " is up at " + e.host() + ":" + e.port() + ".");
        return new EmbeddedDefault(server, target);
    }

    public ResolvedTarget target() {
        return target;
    }

    /** Loads the workload's dataset into the fresh server. */
    public void prepare(ConfiguredWorkload<?> workload, long seed, PrintStream out) throws SQLException {
        long start = System.nanoTime();
        PrepareContext ctx = new PrepareContext(() -> target.connect(PsMode.AUTO), target.target().dialect(),
                MultiRowInsertLoader.forTarget(target.target(), LoadReport.IGNORED), Math.max(2, Runtime.getRuntime().availableProcessors()), seed, rows -> { });
        workload.prepare(ctx);
        out.printf("Prepared the dataset in %.1f s.%n", (System.nanoTime() - start) / 1e9);
    }

    @Override
    public void close() {
        server.close();
    }
}
