package dev.dbbench.cli.mistakes;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every command, with the password given every way dbbench accepts it, then a search of everything
 * written (stdout, stderr, results folders, log files, the home folder) for the password: zero hits.
 * Also checks that a result says whether it ran encrypted.
 */
class SecretLeakIT {
    private static final String PASSWORD = "Leak-Check-" + HexFormat.of().formatHex(new SecureRandom().generateSeed(4));
    private static final String ENV = "DBBENCH_LEAK_PASSWORD";
    private static final String USER = "dbbench_leak";
    private static final List<String> DATA = List.of("--tables", "1", "--table-size", "200");
    private static final List<String> SHORT = List.of("--warmup", "0s", "--report-interval", "1s", "--quiet");

    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void noCommandWritesThePassword(Kind kind) throws Exception {
        TestServers.Server admin = TestServers.require(kind);
        String database = "dbbench_leak_" + kind.name().toLowerCase();
        Path logs = tmp.resolve("logs");
        CliProcess cli = new CliProcess(tmp.resolve("work"), Map.of(ENV, PASSWORD, "DBBENCH_LOG_DIR", logs.toString()));
        List<CliProcess.Run> runs = new ArrayList<>();
        try (LeakUser leak = LeakUser.create(admin, USER, PASSWORD, database)) {
            runs.add(expect(cli.run(List.of("list")), 0));
            Map<String, List<String>> ways = ways(admin, database);
            runs.add(expect(cli.run(concat(List.of("prepare"), ways.get("url"), DATA, List.of("--threads", "2"))), 0));
            for (Map.Entry<String, List<String>> way : ways.entrySet()) {
                runs.addAll(commands(cli, way.getKey(), way.getValue()));
            }
            runs.add(expect(cli.run(concat(List.of("cleanup"), ways.getOrDefault("url-userinfo", ways.get("config")), DATA)), 0));
            runs.addAll(failures(cli, admin));
            tlsIsRecorded(tmp.resolve("work/results/file-run/result.json"));
        }
        for (CliProcess.Run r : runs) {
            assertThat(r.out() + r.err()).as("output of %s", r.args()).doesNotContain(PASSWORD);
        }
        assertThat(filesHolding(tmp)).as("files holding the password").isEmpty();
        assertThat(filesHolding(Path.of(System.getProperty("user.home"), ".dbbench", "logs"))).isEmpty();
    }

    /** Connection options for each way of giving the password, by name. */
    private Map<String, List<String>> ways(TestServers.Server admin, String database) throws IOException {
        String id = ScratchDatabase.targetId(admin.kind());
        List<String> where = List.of("--target", id, "--host", admin.host(), "--port", Integer.toString(admin.port()), "--user", USER,
                "--db", database);
        Path file = Files.writeString(tmp.resolve("leak.pw"), PASSWORD + "\n");
        Path config = Files.writeString(tmp.resolve("targets.yaml"), "targets:\n  leak:\n    target: " + id + "\n    host: " + admin.host()
                + "\n    port: " + admin.port() + "\n    user: " + USER + "\n    db: " + database + "\n    passwordEnv: " + ENV + "\n");
        String base = admin.jdbcUrl(database);
        Map<String, List<String>> ways = new java.util.LinkedHashMap<>();
        ways.put("env", concat(where, List.of("--password-env", ENV)));
        ways.put("file", concat(where, List.of("--password-file", file.toString())));
        ways.put("config", List.of("--config", config.toString(), "--target", "leak"));
        ways.put("url", List.of("--target", id, "--url", base + "?user=" + USER + "&password=" + PASSWORD));
        if (admin.kind() == Kind.MYSQL) {
            // pgJDBC has no user:password@host form; Connector/J has.
            ways.put("url-userinfo", List.of("--target", id, "--url", base.replace("//", "//" + USER + ":" + PASSWORD + "@")));
        }
        return ways;
    }

    /**
     * info and run, each expected to succeed, with every way (prepare and cleanup, which resolve the password as run
     * does, run once around them with a password inside the connection string); for the ways a password reaches a connection string ({@code env}, {@code url} and
     * {@code url-userinfo}) also sweep, whose results record the connection, and with {@code url} stability and report.
     * The password file and the config file give the password as the environment does.
     */
    private List<CliProcess.Run> commands(CliProcess cli, String way, List<String> target) throws Exception {
        List<CliProcess.Run> runs = new ArrayList<>();
        runs.add(expect(cli.run(concat(List.of("info"), target)), 0));
        runs.add(expect(cli.run(concat(List.of("run"), target, DATA, SHORT, List.of("--time", "1s", "--out", "results/" + way + "-run"))), 0));
        if (way.equals("env") || way.startsWith("url")) {
            runs.add(expect(cli.run(concat(List.of("sweep"), target, DATA, SHORT,
                    List.of("--threads", "1,2", "--time", "1s", "--out", "results/" + way + "-sweep"))), 0));
        }
        if (way.equals("url")) {
            // The password inside the connection string is the likeliest to reach a checkpointed result or a report.
            runs.add(expect(cli.run(concat(List.of("stability"), target, DATA, SHORT,
                    List.of("--duration", "2s", "--out", "results/" + way + "-stability"))), 0));
            runs.add(expect(cli.run(List.of("report", "results/" + way + "-run")), 0));
        }
        return runs;
    }

    /** Failures with --verbose, whose driver traces are printed: a missing database, a closed port, a wrong URL password. */
    private List<CliProcess.Run> failures(CliProcess cli, TestServers.Server admin) throws Exception {
        String id = ScratchDatabase.targetId(admin.kind());
        List<CliProcess.Run> runs = new ArrayList<>();
        runs.add(expect(cli.run(List.of("run", "--verbose", "--target", id, "--host", admin.host(), "--port", Integer.toString(admin.port()),
                "--user", USER, "--db", "dbbench_leak_missing", "--password-env", ENV)), 2));
        runs.add(expect(cli.run(List.of("sweep", "--verbose", "--target", id, "--url",
                admin.jdbcUrl("dbbench_leak_missing") + "?user=" + USER + "&password=" + PASSWORD)), 2));
        runs.add(expect(cli.run(List.of("prepare", "--verbose", "--target", id, "--url", "jdbc:" + id + "://127.0.0.1:1/x?user=" + USER
                + "&password=" + PASSWORD)), 2));
        return runs;
    }

    /** Whether the run was encrypted: the mode asked for and what the session got, in the manifest and the server settings. */
    private static void tlsIsRecorded(Path resultJson) throws IOException {
        JsonNode result = new ObjectMapper().readTree(resultJson.toFile());
        JsonNode manifest = result.get("manifest");
        assertThat(manifest.get("tls.mode").asText()).isEqualTo("prefer");
        JsonNode settings = result.get("target").get("server").get("settings");
        String session = manifest.get("tls.session").asText();
        assertThat(settings.get("session.tls").asText()).isEqualTo(session);
        boolean serverOffersTls = settings.has("have_ssl") ? settings.get("have_ssl").asText().equals("YES")
                : settings.path("ssl").asText().equals("on");
        if (serverOffersTls) {
            assertThat(session).as("prefer on a server with TLS gives an encrypted session").startsWith("TLS");
        } else {
            assertThat(session).isEqualTo("off");
        }
    }

    private static CliProcess.Run expect(CliProcess.Run run, int exitCode) {
        assertThat(run.exitCode()).as(run.toString()).isEqualTo(exitCode);
        return run;
    }

    /** Every regular file below {@code dir} whose bytes hold the password, except the password file itself. */
    private List<Path> filesHolding(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        byte[] needle = PASSWORD.getBytes(StandardCharsets.UTF_8);
        try (Stream<Path> files = Files.walk(dir)) {
            List<Path> hits = new ArrayList<>();
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                if (!f.equals(tmp.resolve("leak.pw")) && contains(Files.readAllBytes(f), needle)) {
                    hits.add(f);
                }
            }
            return hits;
        }
    }

    private static boolean contains(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    @SafeVarargs
    private static List<String> concat(List<String>... parts) {
        List<String> all = new ArrayList<>();
        for (List<String> p : parts) {
            all.addAll(p);
        }
        return all;
    }
}
