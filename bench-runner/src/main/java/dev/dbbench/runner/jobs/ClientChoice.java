package dev.dbbench.runner.jobs;

import dev.dbbench.config.Plural;
import dev.dbbench.engine.wire.WireEngine;
import dev.dbbench.spi.UsageException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntUnaryOperator;
import java.util.stream.Collectors;

/**
 * Which client runs the workers ({@code --client}): {@code auto}, the default, picks per target the cheapest one
 * that serves the workload and the connection ({@link ClientPick}); {@code jdbc} the target's JDBC driver, one
 * thread per worker; {@code wire} the target's own wire client on {@code --event-loops} threads that each serve
 * many workers' connections.
 *
 * @param mode  what {@code --client} asked for
 * @param loops event-loop threads of the wire client, or {@link WireEngine#AUTO}
 */
public record ClientChoice(Mode mode, int loops) {

    /** The values of {@code --client}. */
    public enum Mode {
        AUTO, JDBC, WIRE;

        String cliName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public static final ClientChoice JDBC = new ClientChoice(Mode.JDBC, WireEngine.AUTO);

    /** Validates {@code --client} and {@code --event-loops}; {@code client} null means auto, {@code loops} null {@link WireEngine#AUTO}. */
    public static ClientChoice parse(String client, Integer loops) {
        String kind = client == null ? "auto" : client.trim().toLowerCase(Locale.ROOT);
        Mode mode = switch (kind) {
            case "auto" -> Mode.AUTO;
            case "jdbc" -> Mode.JDBC;
            case "wire" -> Mode.WIRE;
            default -> throw new UsageException("--client " + client + " is not a client; give auto (the default), jdbc or wire");
        };
        if (loops != null && (loops < 1 || loops > 1024)) {
            throw new UsageException("--event-loops " + loops + " is out of range; give 1 to 1024 (default: "
                    + WireEngine.AUTO_RULE + ")");
        }
        if (loops != null && mode == Mode.JDBC) {
            throw new UsageException("--event-loops " + loops + " applies to the wire client only; drop --event-loops or give --client wire or auto");
        }
        return new ClientChoice(mode, loops == null ? WireEngine.AUTO : loops);
    }

    /**
     * The wire client's loops as the manifest records them for steps of {@code threads} workers: the loops that ran,
     * {@code auto} giving those of a step without {@code --event-loops} ({@link dev.dbbench.wire.WireClient#autoLoops}).
     * A step runs at most one loop per worker ({@link WireEngine#loopsFor}), so more loops than workers were never
     * there to record.
     */
    public String describeLoops(List<Integer> threads, IntUnaryOperator auto) {
        int fewest = threads.stream().mapToInt(Integer::intValue).min().orElse(1);
        int most = threads.stream().mapToInt(Integer::intValue).max().orElse(1);
        if (loops == WireEngine.AUTO) {
            List<Integer> ran = threads.stream().map(auto::applyAsInt).distinct().toList();
            if (ran.size() == 1) {
                return loopsText(ran.get(0));
            }
            if (threads.stream().allMatch(t -> auto.applyAsInt(t) == t)) {
                return "event loops: one per worker";
            }
            return "event loops: " + threads.stream().sorted().distinct()
                    .map(t -> auto.applyAsInt(t) + " for " + Plural.count(t, "worker")).collect(Collectors.joining(", "));
        }
        if (loops <= fewest) {
            return loopsText(loops);
        }
        if (fewest == most) {
            return loopsText(most);
        }
        if (loops >= most) {
            return "event loops: one per worker";
        }
        return loopsText(loops) + " (one per worker in steps of fewer workers)";
    }

    /**
     * One line for the user when {@code --event-loops} is more than a step of {@code threads} workers can run: more than
     * any (the largest step's count is what ran), or more than some, whose steps a sweep then names.
     */
    public Optional<String> unusedLoops(List<Integer> threads) {
        int most = threads.stream().mapToInt(Integer::intValue).max().orElse(1);
        if (mode == Mode.JDBC || loops == WireEngine.AUTO) {
            return Optional.empty();
        }
        if (loops <= most) {
            List<Integer> fewer = threads.stream().filter(n -> n < loops).distinct().sorted().toList();
            if (fewer.isEmpty()) {
                return Optional.empty();
            }
            String steps = fewer.size() == 1 ? "the step of " + Plural.count(fewer.get(0), "thread") + " runs"
                    : "steps of " + fewer.subList(0, fewer.size() - 1).stream().map(String::valueOf).collect(Collectors.joining(", "))
                    + " and " + Plural.count(fewer.get(fewer.size() - 1), "thread") + " run";
            return Optional.of("--event-loops " + loops + ": " + steps + " one loop per worker");
        }
        return Optional.of("--event-loops " + loops + " is more than the " + Plural.count(most, "worker")
                + (threads.size() > 1 ? " of the largest step" : "") + "; a step runs at most one loop per worker, so "
                + most + " run and the manifest records " + most + " (give --event-loops " + most + " or less to silence this)");
    }

    private static String loopsText(int n) {
        return Plural.count(n, "event loop");
    }
}
