package dev.dbbench.runner.jobs;

import java.io.PrintStream;

/**
 * Where a job writes, so that jobs know nothing of the command line that started them: live lines,
 * summaries and "Results:" on {@code out}; notes, warnings and errors on {@code err}. With {@code quiet}
 * a job prints only its final summary.
 */
public record Console(PrintStream out, PrintStream err, boolean quiet) {
    private static final PrintStream NOWHERE = new PrintStream(java.io.OutputStream.nullOutputStream(), true,
            java.nio.charset.StandardCharsets.UTF_8);

    /** Where lines that only say what is going on go: {@code out}, or nowhere when quiet. */
    public PrintStream progress() {
        return quiet ? NOWHERE : out;
    }
}
