package dev.dbbench.cli;

import dev.dbbench.cli.commands.DbbenchCommand;
import java.io.PrintStream;
import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * Entry point. {@link #run} is what tests call: it never exits the JVM and returns the exit code
 * (0 success, 1 run failed, 2 bad usage or configuration, 3 pre-flight refused, 130 interrupted).
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(System.out, System.err, args));
    }

    public static int run(PrintStream out, PrintStream err, String... args) {
        DbbenchCommand root = new DbbenchCommand(out, err);
        CommandLine cli = new CommandLine(root);
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setUsageHelpAutoWidth(true);
        HelpSections.install(cli);
        Failures failures = new Failures(root, err);
        cli.setParameterExceptionHandler(failures);
        cli.setExecutionExceptionHandler(failures);
        cli.setExitCodeExceptionMapper(failures);
        try {
            return cli.execute(ArgumentForms.normalize(cli, args));
        } catch (RuntimeException | Error e) {
            // picocli hands only Exceptions to the handler; a LinkageError or the like still gets one line and a log.
            return failures.handleExecutionException(e instanceof Exception ex ? ex : new RuntimeException(e), cli, null);
        }
    }
}
