package dev.dbbench.cli.jobs;

import dev.dbbench.config.UsageException;
import dev.dbbench.engine.WireEngine;
import java.util.Locale;

/**
 * Which client runs the workers ({@code --client}): the target's JDBC driver, one thread per worker, or the
 * target's own wire client on {@code --event-loops} threads that each serve many workers' connections.
 *
 * @param wire  whether the wire client runs the steps
 * @param loops event-loop threads of the wire client, or {@link WireEngine#AUTO}
 */
public record ClientChoice(boolean wire, int loops) {

    public static final ClientChoice JDBC = new ClientChoice(false, 1);

    /** Validates {@code --client} and {@code --event-loops}; {@code loops} null means {@link WireEngine#AUTO}. */
    public static ClientChoice parse(String client, Integer loops) {
        String kind = client == null ? "jdbc" : client.trim().toLowerCase(Locale.ROOT);
        if (!kind.equals("jdbc") && !kind.equals("wire")) {
            throw new UsageException("--client " + client + " is not a client; give jdbc or wire");
        }
        if (loops != null && (loops < 1 || loops > 1024)) {
            throw new UsageException("--event-loops " + loops + " is out of range; give 1 to 1024 (default: one per worker)");
        }
        if (loops != null && kind.equals("jdbc")) {
            throw new UsageException("--event-loops " + loops + " applies to --client wire only; add --client wire or drop --event-loops");
        }
        return new ClientChoice(kind.equals("wire"), loops == null ? WireEngine.AUTO : loops);
    }

    /** What the manifest records. */
    public String describe() {
        if (!wire) {
            return "jdbc";
        }
        if (loops == WireEngine.AUTO) {
            return "wire, event loops: one per worker";
        }
        return "wire, " + loops + " event loop" + (loops == 1 ? "" : "s");
    }
}
