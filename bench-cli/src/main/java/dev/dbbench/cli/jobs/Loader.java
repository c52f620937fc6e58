package dev.dbbench.cli.jobs;

import dev.dbbench.config.Plural;
import dev.dbbench.config.PreflightException;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.workload.PrepareContext;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@code prepare}: loads the dataset with parallel loaders, reports progress, and checks the real
 * row counts afterwards so a short load can never pass for a full one (seed 002's trap).
 */
public final class Loader {
    private final Console console;
    private final ResolvedTarget target;
    private final Workloads.Chosen workload;

    public Loader(Console console, ResolvedTarget target, Workloads.Chosen workload) {
        // Index builds on big tables outlast any read timeout, so loading runs without one.
        ConnectionSpec spec = target.spec().withTimeouts(target.spec().connectTimeout(), Duration.ZERO);
        this.console = console;
        this.target = new ResolvedTarget(target.name(), target.found(), spec, target.overrides());
        this.workload = workload;
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

    private void load(Session session, int threads, long seed, ShardRun shards, long total) throws SQLException {
        PrintStream out = console.out();
        Progress progress = new Progress(out, total, console.quiet());
        long start = System.nanoTime();
        Methods methods = new Methods(console.err());
        PrepareContext ctx = new PrepareContext(() -> target.connect(PsMode.AUTO), target.target().dialect(), threads, seed,
                progress::add, methods, (table, rows, s) -> {
                    if (!console.quiet()) {
                        synchronized (out) {
                            out.printf("  %-12s %,12d rows  loaded after %.1f s%n", table, rows, s);
                        }
                    }
                }, shards.prepareShare());
        workload.configured().prepare(ctx);
        double seconds = (System.nanoTime() - start) / 1e9;
        progress.done();
        long rows = progress.rows();
        if (!shards.first()) {
            out.printf("Loaded this shard's %,d rows in %.1f s%s; shard 0 verifies the row counts of the whole dataset.%n", rows, seconds,
                    methods.used());
            return;
        }
        try (Connection c = session.connect()) {
            List<String> problems = workload.configured().verify(c, target.target().dialect());
            if (!problems.isEmpty()) {
                throw new PreflightException(problems);
            }
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

    /** A progress line every ~5 % of the rows (or every row batch when the total is unknown). */
    private static final class Progress {
        private final PrintStream out;
        private final long total;
        private final boolean quiet;
        private final AtomicLong rows = new AtomicLong();
        private final AtomicLong shown = new AtomicLong();

        Progress(PrintStream out, long total, boolean quiet) {
            this.out = out;
            this.total = total;
            this.quiet = quiet;
        }

        void add(long n) {
            long now = rows.addAndGet(n);
            if (quiet || total <= 0) {
                return;
            }
            long pct = now * 100 / total;
            long last = shown.get();
            if (pct >= last + 5 && shown.compareAndSet(last, pct - pct % 5)) {
                int bar = (int) Math.min(40, pct * 40 / 100);
                synchronized (out) {
                    out.printf("  [%-40s] %3d%%  %,d / %,d rows%n", "#".repeat(bar), pct, now, total);
                }
            }
        }

        long rows() {
            return rows.get();
        }

        void done() {
            out.flush();
        }
    }
}
