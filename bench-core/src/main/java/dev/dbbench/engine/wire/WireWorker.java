package dev.dbbench.engine.wire;

import dev.dbbench.engine.FailurePolicy;
import dev.dbbench.engine.WorkerStats;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.wire.WireConnection;
import java.nio.channels.SelectionKey;

/**
 * One worker of a {@link WireLoop}: its connection, where it is in its event, and its measurements. Its state
 * changes only on its loop's thread; the interval thread reads only {@link #stats}.
 */
final class WireWorker {
    /** Done for this step: the step stopped or the event budget is spent. */
    static final int STOPPED = 0;
    /** A statement is partly written; the loop waits until the socket takes the rest. */
    static final int SENDING = 1;
    /** A statement is out; the loop waits for its answer. */
    static final int WAITING = 2;
    /** The next event is due later ({@code --rate}); the loop starts it at {@link #wakeAt}. */
    static final int PACED = 3;
    /** The connection is lost; the loop reopens it at {@link #wakeAt}. */
    static final int DOWN = 4;
    /** Waits, with no event in flight, for measuring to start (see {@link Control#hold}); looks again at {@link #wakeAt}. */
    static final int HELD = 6;
    /** Not started yet. */
    static final int NEW = 5;

    final int id;
    final WorkerStats stats;
    final ScriptCursor cursor;
    final ScriptParams params;
    WireConnection connection;
    SelectionKey key;
    int state = NEW;
    /** The statement sent last, by its index in the script. */
    int statement;
    /** When the current event started (or was due), the origin of its latency. */
    long start;
    long sentAt;
    /** The outage epoch the current attempt began under. */
    long epoch;
    long wakeAt;
    long backoff = FailurePolicy.FIRST_BACKOFF_NANOS;

    WireWorker(int id, WorkerStats stats, ScriptCursor cursor, ScriptParams params, WireConnection connection) {
        this.id = id;
        this.stats = stats;
        this.cursor = cursor;
        this.params = params;
        this.connection = connection;
    }
}
