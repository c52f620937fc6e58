package dev.dbbench.embedded;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Liveness of the server process, which pg_ctl daemonizes, so it is not our child. */
final class Pids {
    private Pids() {
    }

    /**
     * Polls, because onExit() of a process that is not our child (pg_ctl daemonized it) notices only after seconds;
     * and counts a zombie as gone, since reaping it is up to whichever init adopted it.
     */
    static boolean awaitExit(ProcessHandle h, int seconds) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (running(h) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return !running(h);
    }

    static boolean running(ProcessHandle h) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(h.pid()), "stat"));
            return h.isAlive() && stat.charAt(stat.lastIndexOf(')') + 2) != 'Z';
        } catch (IOException | RuntimeException e) {
            return h.isAlive();
        }
    }
}
