package dev.dbbench.cli.mistakes;

import static dev.dbbench.cli.mistakes.Mistake.preflight;
import static dev.dbbench.cli.mistakes.Mistake.usage;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Mistakes that need a server to be noticed: where it is, who logs in, what the database holds. Each
 * gives one line on stderr and the documented exit code (2, or 3 for a pre-flight refusal), and no
 * results folder.
 */
class MistakesIT {
    private static final String NO_SUCH_DB = "dbbench_no_such_db";
    private static final String WRONG_PASSWORD = "Wrong-Pass-77ae";
    /** Not routable on most networks; where a proxy accepts it, it never answers: either way nothing replies. */
    private static final String UNANSWERED_HOST = "10.255.255.1";
    private static final List<String> SMALL = List.of("--tables", "1", "--table-size", "100");

    @TempDir
    Path tmp;

    private final AtomicInteger outs = new AtomicInteger();

    @TestFactory
    Stream<DynamicTest> connectionMistakes() throws IOException {
        List<TestServers.Server> servers = new ArrayList<>();
        for (Kind kind : List.of(Kind.MYSQL, Kind.POSTGRES)) {
            TestServers.find(kind).ifPresent(servers::add);
        }
        assumeFalse(servers.isEmpty(), "skipped: set DBBENCH_MYSQL_HOST or DBBENCH_POSTGRES_HOST (source scripts/test-env.sh)");
        List<DynamicTest> tests = new ArrayList<>();
        for (TestServers.Server s : servers) {
            for (Mistake m : connectionCatalogue(s)) {
                tests.add(DynamicTest.dynamicTest(s.kind() + ": " + m.what(), () -> MistakeCheck.check(m, nextOut())));
            }
        }
        return tests.stream();
    }

    private List<Mistake> connectionCatalogue(TestServers.Server s) throws IOException {
        String id = ScratchDatabase.targetId(s.kind());
        String port = Integer.toString(s.port());
        Path pw = s.passwordFile();
        Path wrong = Files.writeString(tmp.resolve("wrong-" + id + ".pw"), WRONG_PASSWORD);
        String closed = Integer.toString(closedPort());
        List<Mistake> all = new ArrayList<>();
        all.add(usage("closed port", List.of("run", "--target", id, "--host", "127.0.0.1", "--port", closed, "--user", s.user(),
                "--db", s.database(), "--password-file", pw.toString()), "127.0.0.1:" + closed, "connection refused"));
        all.add(usage("unknown host", List.of("sweep", "--target", id, "--host", "no-such-host.invalid", "--user", s.user(),
                "--db", s.database(), "--password-file", pw.toString()), "no-such-host.invalid"));
        all.add(usage("wrong password", List.of("info", "--target", id, "--host", s.host(), "--port", port, "--user", s.user(),
                "--db", s.database(), "--password-file", wrong.toString()), "authentication failed", "'" + s.user() + "'", "--password-file")
                .without(WRONG_PASSWORD));
        all.add(usage("no password", List.of("run", "--target", id, "--host", s.host(), "--port", port, "--user", s.user(),
                "--db", s.database()), "authentication failed", "no password was given", "--password-env"));
        all.add(usage("wrong user", List.of("run", "--target", id, "--host", s.host(), "--port", port, "--user", "no_such_user_x",
                "--db", s.database(), "--password-file", pw.toString()), "authentication failed", "'no_such_user_x'").without(s.password()));
        all.add(usage("a certificate no trusted CA signed", List.of("info", "--target", id, "--host", s.host(), "--port", port,
                "--user", s.user(), "--db", s.database(), "--password-file", pw.toString(), "--ssl-mode", "verify-ca"),
                "TLS with " + id, "--ssl-mode verify-ca", "--ssl-ca").without(s.password()));
        all.add(usage("missing database", List.of("run", "--target", id, "--host", s.host(), "--port", port, "--user", s.user(),
                "--db", NO_SUCH_DB, "--password-file", pw.toString()), "'" + NO_SUCH_DB + "'", "--db"));
        all.add(usage("missing database at cleanup", List.of("cleanup", "--target", id, "--host", s.host(), "--port", port,
                "--user", s.user(), "--db", NO_SUCH_DB, "--password-file", pw.toString()), "'" + NO_SUCH_DB + "'"));
        all.add(usage("password in --url is wrong", List.of("run", "--target", id, "--url",
                s.jdbcUrl(s.database()) + "?user=" + s.user() + "&password=" + WRONG_PASSWORD), "authentication failed")
                .without(WRONG_PASSWORD));
        return all;
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void unansweredHostFailsWithinTheConnectTimeout(Kind kind) {
        String id = ScratchDatabase.targetId(kind);
        long start = System.nanoTime();
        String line = MistakeCheck.check(usage("unanswered host", List.of("run", "--target", id, "--host", UNANSWERED_HOST,
                "--user", "u", "--db", "d", "--connect-timeout", "2s"), UNANSWERED_HOST), nextOut());
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(seconds).as(line).isLessThan(6.0);
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void datasetMistakesAreRefusedBeforeMeasuring(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        try (ScratchDatabase db = ScratchDatabase.create(s, "dbbench_mistakes_" + kind.name().toLowerCase())) {
            List<String> c = db.cliArgs();
            MistakeCheck.check(preflight("tables missing at run", Cli.args(List.of("run"), c, List.of("--tables", "2")),
                    "sbtest1", "sbtest2", "run prepare"), nextOut());
            Cli prep = Cli.run(Cli.args(List.of("prepare"), c, SMALL, List.of("--threads", "2")));
            assertThat(prep.exitCode()).as(prep.toString()).isZero();
            MistakeCheck.check(usage("prepare over existing tables", Cli.args(List.of("prepare"), c, SMALL), "sbtest1", "cleanup"), nextOut());
            MistakeCheck.check(preflight("row count differs from --table-size", Cli.args(List.of("run"), c,
                    List.of("--tables", "1", "--table-size", "200")), "sbtest1 has 100 rows", "--table-size is 200", "--table-size 100"), nextOut());
            MistakeCheck.check(preflight("more threads than max_connections", Cli.args(List.of("sweep"), c, SMALL,
                    List.of("--threads", "1,5000")), "max_connections"), nextOut());
            commandLineWinsOverConfigAndIsRecorded(db);
        }
    }

    /** Not a mistake but its neighbour: the config says one thing, the command line another. */
    private void commandLineWinsOverConfigAndIsRecorded(ScratchDatabase db) throws IOException {
        TestServers.Server s = db.server();
        Path config = Files.writeString(tmp.resolve("targets.yaml"), "targets:\n  scratch:\n"
                + "    target: " + ScratchDatabase.targetId(s.kind()) + "\n"
                + "    host: 192.0.2.254\n"
                + "    port: " + s.port() + "\n"
                + "    user: " + s.user() + "\n"
                + "    db: " + db.name() + "\n"
                + "    passwordFile: " + s.passwordFile() + "\n");
        Path out = nextOut();
        Cli run = Cli.run(Cli.args(List.of("run", "--config", config.toString(), "--target", "scratch", "--host", s.host()), SMALL,
                List.of("--time", "1s", "--warmup", "0s", "--quiet", "--out", out.toString())));
        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.err()).contains("the command line overrides host");
        JsonNode manifest = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("manifest");
        assertThat(manifest.get("config.overriddenByCommandLine").asText()).isEqualTo("host");
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void injectionStringsNeverReachTheServer(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        try (ScratchDatabase db = ScratchDatabase.create(s, "dbbench_injection_" + kind.name().toLowerCase())) {
            db.execute("CREATE TABLE y (i INTEGER)");
            for (String evil : List.of("x; DROP TABLE y", "a'--", "sbtest1 /*", "x) ENGINE=InnoDB; DROP TABLE y; --")) {
                MistakeCheck.check(usage("table options " + evil, Cli.args(List.of("prepare"), db.cliArgs(), SMALL,
                        List.of("--create-table-options", evil)), evil), nextOut());
                List<String> evilDb = new ArrayList<>(db.cliArgs());
                evilDb.set(evilDb.indexOf("--db") + 1, evil);
                MistakeCheck.check(usage("database " + evil, Cli.args(List.of("run"), evilDb, SMALL), evil), nextOut());
                MistakeCheck.check(usage("cleanup with database " + evil, Cli.args(List.of("cleanup"), evilDb, SMALL), evil), nextOut());
            }
            assertThat(db.tableExists("y")).as("table y survived").isTrue();
            assertThat(db.tableExists("sbtest1")).as("no CREATE TABLE ran").isFalse();
        }
    }

    private Path nextOut() {
        return tmp.resolve("out-" + outs.incrementAndGet());
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
