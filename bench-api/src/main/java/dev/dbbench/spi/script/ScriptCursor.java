package dev.dbbench.spi.script;

/**
 * One worker's walk through its events, statement by statement: the random choices of an event live here,
 * so any client (a JDBC worker, an event loop) runs the same statements with the same values. Used by one
 * thread at a time; must not allocate.
 */
public interface ScriptCursor {

    /**
     * Fills {@code params} for the next statement of the current event. Must not allocate.
     *
     * @param params where the values go: integers, and text by reference to the cursor's buffers
     * @return the statement's index in {@link EventScript#statements()}, or -1 when the event is complete; the call
     *         after -1 begins a new event
     */
    int next(ScriptParams params);

    /**
     * The operation of the event that {@link #next} just completed, read after it returned -1.
     *
     * @return an index in the workload's operations; 0 by default
     */
    default int operation() {
        return 0;
    }

    /** Abandons the current event after a failed statement; the next call of {@link #next} begins a new one. */
    void reset();
}
