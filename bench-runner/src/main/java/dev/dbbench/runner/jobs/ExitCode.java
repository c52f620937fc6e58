package dev.dbbench.runner.jobs;

/** The exit codes documented in the README and in {@code ../shared/CLI.md}. */
public final class ExitCode {
    public static final int OK = 0;
    public static final int RUN_FAILED = 1;
    public static final int USAGE = 2;
    public static final int PREFLIGHT = 3;
    /**
     * A {@code --threshold} rule broken (or unclear, under {@code --threshold-strict}) by a run that otherwise succeeded:
     * its results are all written. 99, as k6 exits, so that CI tells a slow run from a failed one.
     */
    public static final int THRESHOLD = 99;
    public static final int INTERRUPTED = 130;
    /**
     * Stopped by SIGTERM (128 + 15, as a shell reports it): what Kubernetes, systemd or {@code timeout} send, where a
     * 0 would count a shard stopped before its end as one that finished.
     */
    public static final int TERMINATED = 143;

    /** The code of a run that {@code signal} ({@code INT} or {@code TERM}) stopped. */
    public static int stoppedBy(String signal) {
        return "TERM".equals(signal) ? TERMINATED : INTERRUPTED;
    }

    private ExitCode() {
    }
}
