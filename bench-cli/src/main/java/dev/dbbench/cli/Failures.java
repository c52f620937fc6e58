package dev.dbbench.cli;

import dev.dbbench.config.PreflightException;
import dev.dbbench.config.UsageException;
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
    private final DbbenchCommand root;
    private final PrintStream err;

    Failures(DbbenchCommand root, PrintStream err) {
        this.root = root;
        this.err = err;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        String hint = e.getCommandLine().getCommandName().equals("dbbench") ? "run 'dbbench --help'"
                : "run '" + e.getCommandLine().getCommandName() + " --help'";
        String msg = e.getMessage();
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            var suggestions = u.getSuggestions();
            msg = "'" + u.getUnmatched().get(0) + "' is not a known command or option"
                    + (suggestions.isEmpty() ? "" : " (did you mean " + suggestions.get(0) + "?)");
        }
        err.println("error: " + scrub(msg) + "; " + hint);
        return ExitCode.USAGE;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        Throwable cause = unwrap(e);
        if (cause instanceof UsageException) {
            err.println("error: " + scrub(cause.getMessage()));
            return ExitCode.USAGE;
        }
        if (cause instanceof PreflightException p) {
            p.problems().forEach(line -> err.println("pre-flight: " + scrub(line)));
            return ExitCode.PREFLIGHT;
        }
        Path log = writeLog(cause);
        String where = log == null ? "" : " (stack trace in " + log + ")";
        err.println("error: " + scrub(String.valueOf(cause.getMessage() == null ? cause : cause.getMessage())) + where);
        if (root.verbose()) {
            err.println(scrub(stackTrace(cause)));
        }
        return ExitCode.RUN_FAILED;
    }

    @Override
    public int getExitCode(Throwable exception) {
        return unwrap(exception) instanceof UsageException ? ExitCode.USAGE : ExitCode.RUN_FAILED;
    }

    private static Throwable unwrap(Throwable e) {
        Throwable t = e;
        while ((t instanceof CommandLine.ExecutionException || t instanceof java.util.concurrent.ExecutionException
                || (t.getClass() == RuntimeException.class && t.getCause() instanceof Error)) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    private String scrub(String text) {
        return root.secrets().scrub(text);
    }

    private Path writeLog(Throwable cause) {
        try {
            Path dir = Path.of(System.getProperty("user.home"), ".dbbench", "logs");
            Files.createDirectories(dir);
            Path log = dir.resolve("dbbench-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS")) + ".log");
            Files.writeString(log, scrub(stackTrace(cause)));
            return log;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String stackTrace(Throwable t) {
        StringWriter s = new StringWriter();
        t.printStackTrace(new PrintWriter(s));
        return s.toString();
    }
}
