package dev.dbbench.replica;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/** The monitor threads' waits: until a moment on the nano clock, cut short when they are asked to stop. */
final class Pause {
    private Pause() {
    }

    /** Waits until {@code until} or until {@code stopped} says so; false when stopped. */
    static boolean until(long until, BooleanSupplier stopped) {
        long now = System.nanoTime();
        while (now < until) {
            if (stopped.getAsBoolean()) {
                return false;
            }
            LockSupport.parkNanos(until - now);
            now = System.nanoTime();
        }
        return !stopped.getAsBoolean();
    }
}
