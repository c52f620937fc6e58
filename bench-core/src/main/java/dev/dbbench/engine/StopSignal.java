package dev.dbbench.engine;

/**
 * Asks a running step or sweep to stop early (Ctrl-C, SIGTERM). The current interval is closed and
 * everything measured so far is kept; safe to call from a signal handler thread.
 */
public final class StopSignal {
    private volatile boolean stopped;

    public void stop() {
        stopped = true;
    }

    public boolean stopped() {
        return stopped;
    }
}
