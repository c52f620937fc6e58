package dev.dbbench.cli.jobs;

/** The exit codes documented in the README and in {@code ../shared/CLI.md}. */
public final class ExitCode {
    public static final int OK = 0;
    public static final int RUN_FAILED = 1;
    public static final int USAGE = 2;
    public static final int PREFLIGHT = 3;
    public static final int INTERRUPTED = 130;

    private ExitCode() {
    }
}
