package dev.dbbench.cli.commands;

import dev.dbbench.runner.jobs.Console;
import dev.dbbench.runner.jobs.Secrets;
import java.io.PrintStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

@Command(name = "dbbench", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "A database benchmark: sysbench-compatible OLTP workloads, thread sweeps and long stability runs.",
        subcommands = {ListCommand.class, InfoCommand.class, PrepareCommand.class, RunCommand.class, CleanupCommand.class,
            SweepCommand.class, StabilityCommand.class, ReportCommand.class, CompareCommand.class, ProbeCommand.class,
            MergeCommand.class, CaptureCommand.class, NewPluginCommand.class},
        footer = {"", "Example:",
            "  java -jar bench-cli.jar sweep --target mysql --host db1 --user sbtest \\",
            "    --password-env PW --tables 10 --table-size 10000 --threads 1..64x2",
            "Exit codes: 0 ok, 1 run failed, 2 bad usage, 3 pre-flight refused, 130 Ctrl-C, 143 SIGTERM",
            "(results written)."})
public final class DbbenchCommand implements Runnable {
    private final PrintStream out;
    private final PrintStream err;
    private final Secrets secrets = new Secrets();

    @Spec
    CommandSpec spec;

    @Option(names = "--verbose", scope = ScopeType.INHERIT, description = "Print stack traces and driver details.")
    boolean verbose;

    @Option(names = "--quiet", scope = ScopeType.INHERIT, description = "Print only errors and the final result: no live lines, no step lines.")
    boolean quiet;

    public DbbenchCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public PrintStream out() {
        return out;
    }

    public PrintStream err() {
        return err;
    }

    public boolean verbose() {
        return verbose;
    }

    public boolean quiet() {
        return quiet;
    }

    public Secrets secrets() {
        return secrets;
    }

    /** The streams and the {@code --quiet} flag, for the jobs; call it after parsing, which sets the flag. */
    public Console console() {
        return new Console(out, err, quiet);
    }

    @Override
    public void run() {
        throw new dev.dbbench.spi.UsageException("no command given; give one of " + String.join(", ", spec.subcommands().keySet())
                + " (the main job is 'sweep'; 'dbbench --help' explains each)");
    }
}
