package dev.dbbench.cli;

import dev.dbbench.cli.commands.DbbenchCommand;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.runner.jobs.ExitCode;
import dev.dbbench.config.PreflightException;
import dev.dbbench.spi.UsageException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The one place where exceptions become exit codes: one line, a scrubbed log file, the trace only with --verbose. */
class FailuresTest {
    private static final String PASSWORD = "Trace-Secret-51c2";

    @TempDir
    Path logs;

    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
    private final DbbenchCommand root = new DbbenchCommand(new PrintStream(new ByteArrayOutputStream()), err);

    @BeforeEach
    void logsGoToATempFolder() {
        System.setProperty(Failures.LOG_DIR_PROPERTY, logs.toString());
        root.secrets().remember(PASSWORD);
    }

    @AfterEach
    void restore() {
        System.clearProperty(Failures.LOG_DIR_PROPERTY);
    }

    @Test
    void unexpectedFailureIsOneLineNamingALogWithTheScrubbedTrace() throws IOException {
        int code = fail(new IllegalStateException("driver said password=" + PASSWORD + " was odd"));
        assertThat(code).isEqualTo(ExitCode.RUN_FAILED);
        List<String> lines = errLines();
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("error: driver said").contains("stack trace in " + logs).doesNotContain(PASSWORD);
        Path log = onlyLog();
        String trace = Files.readString(log);
        assertThat(trace).contains("IllegalStateException").contains("at dev.dbbench.cli.FailuresTest").doesNotContain(PASSWORD);
    }

    @Test
    void aMessageOverSeveralLinesStaysOneLine() {
        fail(new SQLException("ERROR: relation \"sbtest9\" does not exist\n  Position: 15"));
        fail(new UsageException("--x 1 is wrong;\ngive 2"));
        List<String> lines = errLines();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("error: ERROR: relation \"sbtest9\" does not exist (stack trace in ");
        assertThat(lines.get(1)).isEqualTo("error: --x 1 is wrong; give 2");
    }

    @Test
    void anErrorIsNamedBesideItsTerseMessage() {
        // Main hands Errors over wrapped in a RuntimeException, as picocli takes only Exceptions.
        int code = fail(new RuntimeException(new NoClassDefFoundError("dev/dbbench/spi/ServerInfo")));
        assertThat(code).isEqualTo(ExitCode.RUN_FAILED);
        assertThat(errLines()).singleElement().asString()
                .startsWith("error: NoClassDefFoundError: dev/dbbench/spi/ServerInfo (stack trace in ");
    }

    @Test
    void verbosePrintsTheTraceToo() {
        new CommandLine(root).parseArgs("--verbose");
        fail(new IllegalStateException("boom " + PASSWORD));
        String all = errBytes.toString(StandardCharsets.UTF_8);
        assertThat(all).contains("IllegalStateException").contains("at dev.dbbench.cli.FailuresTest").doesNotContain(PASSWORD);
    }

    @Test
    void usageErrorIsOneLineWithoutLogOrTrace() throws IOException {
        int code = fail(new CommandLine.ExecutionException(new CommandLine(root), "wrapped",
                new UsageException("--threads 0 is out of range; give 1 to 100000", new SQLException("cause " + PASSWORD))));
        assertThat(code).isEqualTo(ExitCode.USAGE);
        assertThat(errLines()).containsExactly("error: --threads 0 is out of range; give 1 to 100000");
        try (Stream<Path> files = Files.list(logs)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void usageErrorWithVerbosePrintsTheDriversTraceScrubbed() {
        new CommandLine(root).parseArgs("--verbose");
        fail(new UsageException("authentication failed for user 'u'; check --user", new SQLException("Access denied, pw " + PASSWORD)));
        String all = errBytes.toString(StandardCharsets.UTF_8);
        assertThat(all).contains("SQLException: Access denied").doesNotContain(PASSWORD);
    }

    @Test
    void preflightRefusalIsOneLinePerProblemAndExitCode3() {
        int code = fail(new PreflightException(List.of("a: table sbtest1 is missing; run prepare", "b: max_connections 100 is too low")));
        assertThat(code).isEqualTo(ExitCode.PREFLIGHT);
        assertThat(errLines()).containsExactly("pre-flight: a: table sbtest1 is missing; run prepare",
                "pre-flight: b: max_connections 100 is too low");
        assertThat(new Failures(root, err).getExitCode(new PreflightException(List.of("x")))).isEqualTo(ExitCode.PREFLIGHT);
    }

    @Test
    void logFolderComesFromThePropertyElseTheHomeFolder() {
        assertThat(Failures.logDir()).isEqualTo(logs);
        System.clearProperty(Failures.LOG_DIR_PROPERTY);
        String env = System.getenv(Failures.LOG_DIR_ENV);
        Path expected = env == null || env.isBlank() ? Path.of(System.getProperty("user.home"), ".dbbench", "logs") : Path.of(env);
        assertThat(Failures.logDir()).isEqualTo(expected);
    }

    private int fail(Exception e) {
        return new Failures(root, err).handleExecutionException(e, new CommandLine(root), null);
    }

    private List<String> errLines() {
        return errBytes.toString(StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
    }

    private Path onlyLog() throws IOException {
        try (Stream<Path> files = Files.list(logs)) {
            List<Path> all = files.toList();
            assertThat(all).hasSize(1);
            return all.get(0);
        }
    }
}
