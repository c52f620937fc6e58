package dev.dbbench.runner.jobs;

import dev.dbbench.capture.Capture;
import dev.dbbench.capture.CaptureOptions;
import dev.dbbench.capture.source.CaptureRefused;
import dev.dbbench.config.PreflightException;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.spi.PsMode;
import java.sql.Connection;
import java.util.List;

/**
 * {@code capture}: says what the capture reads and changes, opens the window on the target, and writes the workload
 * file. Ctrl-C closes the window early and the capture of the shorter window is still written (exit code 130); the
 * server's settings are put back in every case, and a shutdown hook puts them back should the JVM end otherwise.
 */
public final class CaptureRun {
    private final Console console;
    private final ResolvedTarget target;
    private final CaptureOptions options;

    public CaptureRun(Console console, ResolvedTarget target, CaptureOptions options) {
        this.console = console;
        this.target = target;
        this.options = options;
    }

    public int execute() throws Exception {
        StopSignal stop = new StopSignal();
        try (Connection c = target.connect(PsMode.AUTO); Signals signals = new Signals(stop)) {
            Capture capture;
            try {
                capture = new Capture(c, () -> target.connect(PsMode.AUTO), options);
            } catch (CaptureRefused e) {
                throw new PreflightException(List.of(target.name() + ": " + e.getMessage()));
            }
            say("capture: " + target.name() + " at " + target.where() + ", a window of " + options.window().toSeconds() + " s");
            capture.plan().forEach(line -> say("  " + line));
            Thread hook = new Thread(capture::restore, "capture-restore");
            Runtime.getRuntime().addShutdownHook(hook);
            Capture.Written w;
            try {
                w = capture.run(stop::stopped, () -> {
                    say("window open until " + java.time.LocalTime.now().plus(options.window()).withNano(0)
                            + "; Ctrl-C closes it sooner, and the settings are restored either way");
                    if (!capture.restoreStatements().isEmpty()) {
                        say("  should this process be killed, restore them with: " + String.join("; ", capture.restoreStatements()));
                    }
                });
            } catch (CaptureRefused e) {
                throw new PreflightException(List.of(target.name() + ": " + e.getMessage()));
            } finally {
                capture.restore().forEach(f -> console.err().println("error: could not restore: " + f));
                Runtime.getRuntime().removeShutdownHook(hook);
            }
            var captured = w.captured();
            say("captured " + count(captured.observation().executions().size(), "statement") + ", "
                    + count(captured.types().size(), "transaction type") + ", " + count(captured.transactions().size(), "variant")
                    + "; every setting changed is restored");
            console.out().println("Workload file: " + w.workload().toAbsolutePath());
            console.out().println("Report: " + w.report().toAbsolutePath() + " (and " + dev.dbbench.capture.out.Report.HTML + " beside it)");
            return signals.received().isPresent() ? ExitCode.INTERRUPTED : ExitCode.OK;
        }
    }

    private void say(String line) {
        if (!console.quiet()) {
            console.out().println(line);
        }
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
