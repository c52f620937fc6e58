package dev.dbbench.cli;

import dev.dbbench.cli.commands.DbbenchCommand;
import dev.dbbench.runner.jobs.ExitCode;
import dev.dbbench.config.PreflightException;
import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import picocli.CommandLine;

/**
 * The one place where exceptions become exit codes and messages: one line on stderr, the stack
 * trace in a log file (and on stderr with {@code --verbose}), passwords scrubbed from both.
 */
final class Failures implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler,
        CommandLine.IExitCodeExceptionMapper {
    /** System property naming the folder of log files; wins over {@link #LOG_DIR_ENV}. */
    public static final String LOG_DIR_PROPERTY = "dbbench.log.dir";
    /** Environment variable naming the folder of log files. */
    public static final String LOG_DIR_ENV = "DBBENCH_LOG_DIR";
    private final DbbenchCommand root;
    private final PrintStream err;

    Failures(DbbenchCommand root, PrintStream err) {
        this.root = root;
        this.err = err;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        err.println("error: " + oneLine(ParseErrors.explain(e)));
        return ExitCode.USAGE;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        Throwable cause = unwrap(e);
        if (cause instanceof UsageException) {
            err.println("error: " + oneLine(cause.getMessage()));
            if (root.verbose() && cause.getCause() != null) {
                // The driver's own account (for example of a refused login) is what --verbose is for.
                err.println(scrub(stackTrace(cause.getCause())));
            }
            return ExitCode.USAGE;
        }
        if (cause instanceof PreflightException p) {
            p.problems().forEach(line -> err.println("pre-flight: " + oneLine(line)));
            return ExitCode.PREFLIGHT;
        }
        Path log = writeLog(cause);
        String where = log == null ? "" : " (stack trace in " + log + ")";
        // Driver messages often run over several lines (PostgreSQL's Detail and Hint); the first says what happened.
        String message = cause.getMessage() == null || cause.getMessage().isBlank() ? cause.toString()
                // An Error's message alone ("dev/dbbench/spi/ServerInfo") does not say what went wrong.
                : cause instanceof Error ? cause.getClass().getSimpleName() + ": " + cause.getMessage() : cause.getMessage();
        err.println("error: " + oneLine(message.lines().findFirst().orElse(message)) + where);
        if (root.verbose()) {
            err.println(scrub(stackTrace(cause)));
        }
        return ExitCode.RUN_FAILED;
    }

    @Override
    public int getExitCode(Throwable exception) {
        Throwable cause = unwrap(exception);
        if (cause instanceof UsageException) {
            return ExitCode.USAGE;
        }
        return cause instanceof PreflightException ? ExitCode.PREFLIGHT : ExitCode.RUN_FAILED;
    }

    private static Throwable unwrap(Throwable e) {
        Throwable t = e;
        while ((t instanceof CommandLine.ExecutionException || t instanceof java.util.concurrent.ExecutionException
                || (t.getClass() == RuntimeException.class && t.getCause() instanceof Error)) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    /** The promise of one line per message holds even for a message that arrives with line breaks. */
    private String oneLine(String text) {
        return scrub(text).strip().replaceAll("\\s*\\R\\s*", " ");
    }

    private String scrub(String text) {
        return root.secrets().scrub(text);
    }

    private Path writeLog(Throwable cause) {
        try {
            Path dir = logDir();
            Files.createDirectories(dir);
            Path log = dir.resolve("dbbench-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS")) + ".log");
            Files.writeString(log, scrub(stackTrace(cause)));
            return log;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Where stack traces go: {@code -Ddbbench.log.dir}, else {@code $DBBENCH_LOG_DIR}, else
     * {@code ~/.dbbench/logs}. Unattended runs and tests point it at a folder of their own.
     */
    static Path logDir() {
        String dir = System.getProperty(LOG_DIR_PROPERTY);
        if (dir == null || dir.isBlank()) {
            dir = System.getenv(LOG_DIR_ENV);
        }
        return dir == null || dir.isBlank() ? Path.of(System.getProperty("user.home"), ".dbbench", "logs") : Path.of(dir);
    }

    private static String stackTrace(Throwable t) {
        StringWriter s = new StringWriter();
        t.printStackTrace(new PrintWriter(s));
        return s.toString();
    }
}
