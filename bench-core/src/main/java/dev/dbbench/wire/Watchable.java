package dev.dbbench.wire;

/**
 * A connection whose blocking calls the {@link SocketWatchdog} ends when one has waited past its limit: the
 * connection marks each call's start and end, the watchdog reads the marks and no clock of the caller's.
 */
public interface Watchable {
    /** Bumped when a blocking call starts and again when it ends, so odd while one is blocked. */
    long progress();

    /** The limit of the call blocked now, in milliseconds; 0 for none. */
    long timeoutMillis();

    /** Ends the blocked call by closing what it waits on; called from the watchdog's thread. */
    void expire();
}
