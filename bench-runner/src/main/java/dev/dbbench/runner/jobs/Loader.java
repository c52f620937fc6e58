package dev.dbbench.runner.jobs;

import dev.dbbench.runner.jobs.prepare.LoadProgress;
import dev.dbbench.config.Plural;
import dev.dbbench.config.PreflightException;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.sql.MultiRowInsertLoader;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code prepare}: loads the dataset with parallel loaders, shows its progress phase by phase, and checks the real
 * row counts afterwards so a short load can never pass for a full one.
 */
public final class Loader {
    private final Console console;
    private final ResolvedTarget target;
    private final Workloads.Chosen workload;

    public Loader(Console console, ResolvedTarget target, Workloads.Chosen workload) {
        // Index builds on big tables outlast any read timeout, so loading runs without one.
        ConnectionSpec spec = target.spec().withTimeouts(target.spec().connectTimeout(), Duration.ZERO);
        this.console = console;
        this.target = target.withSpec(spec);
        this.workload = workload;
    }

    /** Drops the workload's tables, as {@code cleanup} does. */
    public void cleanup() throws SQLException {
        try (Session session = new Session(target, PsMode.AUTO); Connection c = session.connect()) {
            workload.configured().cleanup(c, target.target().dialect());
        }
    }

    public void load(int threads, long seed) throws SQLException {
        load(threads, seed, Sharding.none());
    }

    /** Loads the dataset, or {@code sharding}'s share of it while the other shards load theirs. */
    public void load(int threads, long seed, Sharding sharding) throws SQLException {
        PrintStream out = console.out();
        Session session = new Session(target, PsMode.AUTO);
        var info = session.describe();
        try (ShardRun shards = ShardRun.start(sharding, session, workload.info().options(), java.time.Clock.systemUTC())) {
            int count = sharding.plan().map(p -> p.count()).orElse(1);
            out.printf("Preparing %s on %s (%s %s) with %s%s%n", workload.workload().id(), target.name(), info.server().product(),
                    info.server().version(), Plural.count(threads, "loader thread"),
                    sharding.plan().map(p -> ", " + p.name() + " of the dataset").orElse(""));
            load(session, threads, seed, shards, expectedRows() / count);
            shards.finish(dev.dbbench.result.RunStatus.OK);
        }
    }

    /**
     * Loads, and when the load fails drops the tables it had created, so that a failed prepare leaves the database as
     * it found it: a half-loaded table would only be refused by the next run, or by the next prepare as already there.
     * Tables that were there before are never touched.
     */
    private void load(Session session, int threads, long seed, ShardRun shards, long total) throws SQLException {
        Set<String> before = tables(session);
        try {
            loadAll(session, threads, seed, shards, total);
        } catch (SQLException | RuntimeException e) {
            dropCreated(session, before, e);
            throw e;
        }
    }

    /** The tables of the connection's database (and schema, where the server has them). */
    private static Set<String> tables(Session session) throws SQLException {
        Set<String> names = new TreeSet<>();
        try (Connection c = session.connect();
             var rs = c.getMetaData().getTables(c.getCatalog(), c.getSchema(), "%", new String[] {"TABLE"})) {
            while (rs.next()) {
                names.add(rs.getString("TABLE_NAME"));
            }
        }
        return names;
    }

    private void dropCreated(Session session, Set<String> before, Exception failure) {
        try {
            Set<String> created = tables(session);
            created.removeAll(before);
            if (created.isEmpty()) {
                return;
            }
            try (Connection c = session.connect(); var st = c.createStatement()) {
                for (String table : created) {
                    st.execute(target.target().dialect().schema().dropTableIfExists(target.target().dialect().quote(table)));
                }
            }
            console.err().println("note: prepare failed, so the tables it had created are dropped again: " + String.join(", ", created));
        } catch (SQLException | RuntimeException dropFailure) {
            failure.addSuppressed(dropFailure);
            console.err().println("warning: prepare failed and the tables it had created could not be dropped (" + dropFailure.getMessage()
                    + "); run cleanup with the same options");
        }
    }

    private void loadAll(Session session, int threads, long seed, ShardRun shards, long total) throws SQLException {
        PrintStream out = console.out();
        long start = System.nanoTime();
        Methods methods = new Methods(console.err());
        long rows;
        try (LoadProgress progress = LoadProgress.of(out, total, console.quiet())) {
            AtomicBoolean indexing = new AtomicBoolean();
            PrepareContext ctx = new PrepareContext(() -> target.connect(PsMode.AUTO), target.target().dialect(),
                    MultiRowInsertLoader.forTarget(target.target(), methods), threads, seed, n -> {
                progress.add(n);
                // Once every row is in, what the workload still does is building its indexes and keys.
                if (total > 0 && progress.rows() >= total && indexing.compareAndSet(false, true)) {
                    progress.phase(LoadProgress.INDEXES);
                }
            }, progress::tableLoaded, shards.prepareShare());
            workload.configured().prepare(ctx);
            rows = progress.rows();
            if (shards.first()) {
                progress.phase(LoadProgress.VERIFY);
                try (Connection c = session.connect()) {
                    List<String> problems = workload.configured().verify(c, target.target().dialect());
                    if (!problems.isEmpty()) {
                        throw new PreflightException(problems);
                    }
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (!shards.first()) {
            out.printf("Loaded this shard's %,d rows in %.1f s%s; shard 0 verifies the row counts of the whole dataset.%n", rows, seconds,
                    methods.used());
            return;
        }
        out.printf("Loaded %,d rows in %.1f s (%,.0f rows/s)%s; row counts verified.%n", rows, seconds, rows / Math.max(seconds, 1e-9),
                methods.used());
    }

    /** The ways the loaders loaded, for the summary line; a slower way's reason is printed once, when it is first taken. */
    private static final class Methods implements LoadReport {
        private final PrintStream err;
        private final Set<String> methods = ConcurrentHashMap.newKeySet();
        private final Set<String> reasons = ConcurrentHashMap.newKeySet();

        Methods(PrintStream err) {
            this.err = err;
        }

        @Override
        public void loadsBy(String method, String slower) {
            methods.add(method);
            if (!slower.isEmpty() && reasons.add(slower)) {
                err.println("note: prepare loads with " + method + ": " + slower);
            }
        }

        String used() {
            return methods.isEmpty() ? "" : " by " + String.join(" and ", new TreeSet<>(methods));
        }
    }

    private long expectedRows() {
        var s = workload.configured().settings();
        try {
            return Long.parseLong(s.getOrDefault("tables", "0")) * Long.parseLong(s.getOrDefault("table-size", "0"));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
