package dev.dbbench.engine;

import dev.dbbench.result.Outage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Records the windows in which the server could not be used: opened by the first lost connection,
 * closed by the next successful event that started after it opened. Workers read {@link #epoch()}
 * before each attempt and {@link #active()} after it, two volatile reads; everything else happens only
 * on the failure path or on the interval thread.
 */
public final class Outages {
    private volatile boolean active;
    // Bumped when a window opens: an attempt that began under an older epoch started before the failure,
    // and its success (a query already past the server when the others were cut off) proves no recovery.
    private volatile long epoch;
    private Instant since;
    private long sinceNanos;
    private String instanceBefore = "";
    private boolean sinceWarmup;
    private final List<Outage> windows = new ArrayList<>();
    private int published;
    private boolean openPublished;

    public boolean active() {
        return active;
    }

    public long epoch() {
        return epoch;
    }

    /** A worker lost its connection; {@code warmup} says whether the step was still warming up. */
    public void failed(String instance, boolean warmup) {
        failed(instance, warmup, System.nanoTime());
    }

    /**
     * A worker lost its connection, and the server had not answered it since {@code silentSince} on the nano clock: a
     * statement that timed out was sent then, so the server was away from then on, not from when the timeout fired.
     */
    public synchronized void failed(String instance, boolean warmup, long silentSince) {
        if (!active) {
            long now = System.nanoTime();
            sinceNanos = Math.min(silentSince, now);
            since = Instant.now().minusNanos(now - sinceNanos);
            instanceBefore = instance;
            sinceWarmup = warmup;
            epoch++;
            active = true;
        }
    }

    /** An event succeeded; it ends the window only if its attempt started under {@code attemptEpoch} = the window's. */
    public synchronized void recovered(String instance, long attemptEpoch) {
        if (active && attemptEpoch == epoch) {
            close(instance);
        }
    }

    private void close(String instance) {
        double seconds = (System.nanoTime() - sinceNanos) / 1e9;
        windows.add(new Outage(since, Instant.now(), Math.round(seconds * 1000) / 1000.0, instanceBefore, instance, sinceWarmup));
        active = false;
    }

    public synchronized List<Outage> windows() {
        return List.copyOf(windows);
    }

    /** Closes a window still open at the end of a step, so its downtime is not lost. */
    public synchronized void closeOpen(String instance) {
        if (active) {
            close(instance);
        }
    }

    /**
     * Tells {@code listener} about windows opened or closed since the last call: each window's start
     * once, then its end. Called on the interval thread only; the listener runs outside the lock, so a
     * slow disk never holds up a worker that is recovering.
     */
    public void publish(IntervalListener listener) {
        List<Outage> closed;
        boolean firstAnnounced;
        boolean openAnnounced;
        Instant openSince;
        String openInstance;
        synchronized (this) {
            closed = List.copyOf(windows.subList(published, windows.size()));
            published = windows.size();
            firstAnnounced = openPublished;
            // With no window closed since the last call, an open window is the one announced then (if any).
            openAnnounced = closed.isEmpty() && openPublished;
            openSince = active ? since : null;
            openInstance = instanceBefore;
            openPublished = active;
        }
        for (int i = 0; i < closed.size(); i++) {
            if (i > 0 || !firstAnnounced) {
                listener.onOutageStart(closed.get(i).firstFailure(), closed.get(i).instanceBefore());
            }
            listener.onOutageEnd(closed.get(i));
        }
        if (openSince != null && !openAnnounced) {
            listener.onOutageStart(openSince, openInstance);
        }
    }
}
