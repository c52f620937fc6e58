package dev.dbbench.engine;

import dev.dbbench.result.Outage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Records the windows in which the server could not be used: opened by the first lost connection,
 * closed by the next successful event. Workers check {@link #active()} after each event, a single
 * volatile read; everything else happens only on the failure path.
 */
final class Outages {
    private volatile boolean active;
    private Instant since;
    private long sinceNanos;
    private String instanceBefore = "";
    private final List<Outage> windows = new ArrayList<>();

    boolean active() {
        return active;
    }

    synchronized void failed(String instance) {
        if (!active) {
            since = Instant.now();
            sinceNanos = System.nanoTime();
            instanceBefore = instance;
            active = true;
        }
    }

    synchronized void recovered(String instance) {
        if (active) {
            double seconds = (System.nanoTime() - sinceNanos) / 1e9;
            windows.add(new Outage(since, Instant.now(), Math.round(seconds * 1000) / 1000.0, instanceBefore, instance));
            active = false;
        }
    }

    synchronized List<Outage> windows() {
        return List.copyOf(windows);
    }

    /** Closes a window still open at the end of a step, so its downtime is not lost. */
    synchronized void closeOpen(String instance) {
        recovered(instance);
    }
}
