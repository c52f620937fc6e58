package dev.dbbench.runner.jobs;

import dev.dbbench.engine.StopSignal;
import java.util.concurrent.atomic.AtomicReference;
import sun.misc.Signal;

/**
 * Ctrl-C and SIGTERM ask the run to stop instead of killing the JVM, so the current interval is
 * closed and every report is written before the process exits with the documented code.
 */
public final class Signals implements AutoCloseable {
    private final AtomicReference<String> received = new AtomicReference<>();
    private final java.util.List<Signal> installed = new java.util.ArrayList<>();
    private final java.util.List<sun.misc.SignalHandler> previous = new java.util.ArrayList<>();

    public Signals(StopSignal stop) {
        for (String name : new String[] {"INT", "TERM"}) {
            try {
                Signal s = new Signal(name);
                previous.add(Signal.handle(s, sig -> {
                    received.compareAndSet(null, sig.getName());
                    stop.stop();
                }));
                installed.add(s);
            } catch (IllegalArgumentException | UnsupportedOperationException e) {
                // The platform has no such signal (or the JVM reserves it); Ctrl-C then ends the JVM as usual.
            }
        }
    }

    /** The signal that asked to stop, if any: {@code INT} or {@code TERM}. */
    public java.util.Optional<String> received() {
        return java.util.Optional.ofNullable(received.get());
    }

    @Override
    public void close() {
        for (int i = 0; i < installed.size(); i++) {
            Signal.handle(installed.get(i), previous.get(i));
        }
    }
}
