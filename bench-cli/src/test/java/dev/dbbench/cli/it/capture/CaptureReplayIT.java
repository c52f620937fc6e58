package dev.dbbench.cli.it.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.InputFormat;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.dbbench.capture.out.Faithfulness;
import dev.dbbench.capture.out.Summary;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The capture as a user tries it: an application dbbench did not write runs while capture watches, the file it
 * writes passes the workload-file schema and holds no text the application sent, prepare builds its dataset on the
 * other server and run replays it there while a second capture compares. Each statement shape's share of executions
 * stays within 2 percentage points of the original, and its rows per execution within 10 % (for shapes executed 50
 * times or more in the original, below which the count itself is noise), the shop's deliveries included, whose keys
 * flow from a SELECT's result into the DELETE after it. Every setting the captures changed is back.
 */
class CaptureReplayIT {
    /** Shapes executed fewer times than this in the original window are compared by share alone. */
    private static final long ENOUGH = 50;

    @TempDir
    Path tmp;

    @Test
    void aShopOnMariaDbReplaysOnPostgres() throws Exception {
        TestServers.Server maria = TestServers.require(Kind.MYSQL);
        TestServers.Server pg = TestServers.require(Kind.POSTGRES);
        OrderShop shop = new OrderShop();
        try (Connection c = maria.connect(maria.database())) {
            assumeTrue(c.getMetaData().getDatabaseProductVersion().contains("MariaDB"), "the shop loads with MariaDB's sequence tables");
            shop.load(c);
        }
        Path original = tmp.resolve("original");
        Path file = original.resolve("shop.yaml");
        try {
            var before = Settings.of(maria);
            Dbbench capture = Dbbench.start(tmp, "capture", Cli.args(List.of("capture"), maria.cliArgs(),
                    List.of("--time", "5s", "--workload-name", "shop", "--out", original.toString())));
            capture.awaitOutput("window open");
            long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(4500);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            List<Future<?>> clients = new ArrayList<>();
            for (int seed = 1; seed <= 2; seed++) {
                long s = seed;
                clients.add(pool.submit(() -> {
                    try (Connection c = maria.connect(maria.database())) {
                        shop.run(c, s, until);
                    }
                    return null;
                }));
            }
            for (Future<?> f : clients) {
                f.get();
            }
            pool.shutdown();
            assertThat(capture.await()).as(capture.output()).isZero();
            assertThat(Settings.of(maria)).isEqualTo(before);

            Summary summary = Summary.read(original.resolve("capture.json"));
            assertThat(summary.types()).extracting(Summary.TypeCount::name).containsExactlyInAnyOrder(
                    "insert_cap_orders", "insert_cap_history", "read_cap_customer", "delete_cap_new_order", "read_cap_district");
            assertThat(schemaProblems(file)).isEmpty();
            assertThat(Files.readString(file)).as("a delivery's key read from its SELECT").contains("into: [no_o_id]");
            for (Path written : List.of(file, original.resolve("capture-report.md"), original.resolve("capture.json"))) {
                String text = Files.readString(written);
                assertThat(shop.texts).isNotEmpty().allSatisfy(t -> assertThat(text).as("%s holds no text the shop sent", written)
                        .doesNotContain(t));
            }
            replay(pg, file, original);
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), pg.cliArgs(), List.of("--workload-file", file.toString())));
            try (Connection c = maria.connect(maria.database())) {
                OrderShop.drop(c);
            }
        }
    }

    @Test
    void pgbenchOnPostgresReplaysOnMariaDb() throws Exception {
        TestServers.Server pg = TestServers.require(Kind.POSTGRES);
        TestServers.Server maria = TestServers.require(Kind.MYSQL);
        Path original = tmp.resolve("original");
        Path file = original.resolve("tpcb.yaml");
        extension(pg);
        assertThat(pgbench(pg, "-i", "-s", "1", "-q")).isZero();
        try {
            var before = Settings.of(pg);
            Process load = pgbenchProcess(pg, "-c", "2", "-T", "7");
            Thread.sleep(1500);
            Cli capture = Cli.run(Cli.args(List.of("capture"), pg.cliArgs(),
                    List.of("--time", "4s", "--workload-name", "tpcb", "--out", original.toString())));
            assertThat(capture.exitCode()).as(capture.toString()).isZero();
            assertThat(load.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(Settings.of(pg)).isEqualTo(before);
            Summary summary = Summary.read(original.resolve("capture.json"));
            assertThat(summary.types()).extracting(Summary.TypeCount::name).containsExactly("insert_pgbench_history");
            // tpcb-like runs each of its five statements once per transaction: a fifth of the executions each.
            var statements = summary.shapes().stream().filter(r -> r.shape().contains("pgbench_")).toList();
            long executions = statements.stream().mapToLong(r -> r.calls()).sum();
            assertThat(statements).hasSize(5).allSatisfy(r -> assertThat(100.0 * r.calls() / executions).as(r.shape()).isCloseTo(20.0,
                    org.assertj.core.api.Assertions.within(2.0)));
            assertThat(schemaProblems(file)).isEmpty();
            replay(maria, file, original);
        } finally {
            Cli.run(Cli.args(List.of("cleanup"), maria.cliArgs(), List.of("--workload-file", file.toString())));
            try (Connection c = pg.connect(pg.database()); Statement s = c.createStatement()) {
                s.execute("DROP TABLE IF EXISTS pgbench_accounts, pgbench_branches, pgbench_tellers, pgbench_history");
            }
        }
    }

    /** prepare on {@code target}, then run with a capture that opens before the run's sessions and compares. */
    private void replay(TestServers.Server target, Path file, Path original) throws Exception {
        extension(target);
        List<String> workload = List.of("--workload-file", file.toString());
        Cli.run(Cli.args(List.of("cleanup"), target.cliArgs(), workload));
        Cli prepare = Cli.run(Cli.args(List.of("prepare"), target.cliArgs(), workload));
        assertThat(prepare.exitCode()).as(prepare.toString()).isZero();
        Path replay = tmp.resolve("replay");
        Dbbench capture = Dbbench.start(tmp, "replay-capture", Cli.args(List.of("capture"), target.cliArgs(),
                List.of("--time", "5s", "--out", replay.toString(), "--compare", original.resolve("capture.json").toString())));
        capture.awaitOutput("window open");
        Cli run = Cli.run(Cli.args(List.of("run"), target.cliArgs(), workload,
                List.of("--threads", "2", "--time", "6", "--warmup", "0", "--quiet", "--out", tmp.resolve("run").toString())));
        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(capture.await()).as(capture.output()).isZero();
        Summary before = Summary.read(original.resolve("capture.json"));
        Summary after = Summary.read(replay.resolve("capture.json"));
        List<Faithfulness.Row> rows = Faithfulness.compare(before, after);
        String table = Files.readString(replay.resolve("capture-report.md"));
        assertThat(rows).as(table).isNotEmpty().allSatisfy(r -> assertThat(r.shareGap()).as(r.shape()).isLessThanOrEqualTo(2.0));
        for (Faithfulness.Row r : rows) {
            long calls = before.shapes().stream().filter(s -> s.shape().equals(r.shape())).mapToLong(s -> s.calls()).sum();
            if (calls >= ENOUGH) {
                assertThat(r.rowsGap()).as("rows per execution of %s\n%s", r.shape(), table).isLessThanOrEqualTo(10.0);
            }
        }
    }

    private static List<String> schemaProblems(Path file) throws Exception {
        try (InputStream in = Files.newInputStream(Path.of("..", "docs", "workload-file.schema.json"))) {
            var schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(in);
            String json = new ObjectMapper(new YAMLFactory()).readTree(file.toFile()).toString();
            return schema.validate(json, InputFormat.JSON).stream().map(Object::toString).toList();
        }
    }

    /** capture reads pg_stat_statements, which each database needs once. */
    static void extension(TestServers.Server s) throws Exception {
        if (s.kind() == Kind.POSTGRES) {
            try (Connection c = s.connect(s.database()); Statement st = c.createStatement()) {
                st.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
            }
        }
    }

    private static Process pgbenchProcess(TestServers.Server pg, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("pgbench", "-h", pg.host(), "-p", Integer.toString(pg.port()), "-U", pg.user()));
        command.addAll(List.of(args));
        command.add(pg.database());
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        b.environment().put("PGPASSWORD", pg.password());
        try {
            return b.start();
        } catch (java.io.IOException e) {
            assumeTrue(false, "pgbench is not installed (it comes with PostgreSQL's server package)");
            throw e;
        }
    }

    private static int pgbench(TestServers.Server pg, String... args) throws Exception {
        return pgbenchProcess(pg, args).waitFor();
    }
}
