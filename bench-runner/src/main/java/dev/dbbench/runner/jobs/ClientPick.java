package dev.dbbench.runner.jobs;

import dev.dbbench.runner.jobs.ClientChoice.Mode;
import dev.dbbench.engine.wire.WireEngine;
import dev.dbbench.spi.UsageException;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.WireTarget;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The client that runs one target's steps, picked before the target is connected from what {@code --client} asked,
 * the target, the workload and the connection options. Under {@code auto} it is the target's wire client wherever
 * that serves all three, since it costs the client machine the least CPU per query, and the JDBC driver otherwise
 * (no wire client, as on Aurora whose failover the AWS JDBC wrapper follows; a workload without an event script;
 * {@code --url}, {@code --socket} or driver properties). The reason goes to the manifest and the console.
 *
 * @param wire   the target's wire client, when it runs the steps
 * @param choice what {@code --client} and {@code --event-loops} asked for
 * @param reason why {@code auto} picked this client; empty when the user named the client
 */
public record ClientPick(Optional<WireClient> wire, ClientChoice choice, Optional<String> reason) {
    /** The JDBC driver, as asked with {@code --client jdbc}; also what commands that run no step connect with. */
    public static final ClientPick JDBC = new ClientPick(Optional.empty(), ClientChoice.JDBC, Optional.empty());

    /** Picks the client for {@code target}; refuses, as a usage error, a {@code --client wire} it cannot serve. */
    public static ClientPick of(ClientChoice choice, ResolvedTarget target, Workloads.Chosen workload) {
        if (choice.mode() == Mode.JDBC) {
            return JDBC;
        }
        Optional<String> refusal = refusal(target, workload);
        if (choice.mode() == Mode.WIRE) {
            if (refusal.isPresent()) {
                throw new UsageException("--client wire: " + target.name() + ": " + refusal.get() + "; give --client jdbc or auto"
                        + (refusal.get().contains(" given") ? ", or drop that option" : ""));
            }
            return new ClientPick(WireTarget.clientOf(target.target()), choice, Optional.empty());
        }
        if (refusal.isPresent()) {
            return new ClientPick(Optional.empty(), choice, refusal);
        }
        return new ClientPick(WireTarget.clientOf(target.target()), choice,
                Optional.of("the target's wire client serves " + workload.workload().id() + " over TCP"));
    }

    /** Why the target's wire client cannot run {@code workload} for it, if it cannot. */
    private static Optional<String> refusal(ResolvedTarget target, Workloads.Chosen workload) {
        Optional<WireClient> client = WireTarget.clientOf(target.target());
        if (client.isEmpty()) {
            return Optional.of(target.described() + " has no wire client");
        }
        if (target.readers().any()) {
            return Optional.of(target.described() + " has readers, whose lag and routing run on the JDBC driver");
        }
        if (workload.configured().traits().script(target.target().dialect()).isEmpty()) {
            String id = workload.workload().id();
            return Optional.of(workload.configured().traits().noScriptReason().map(why -> id + " cannot run on the wire client: " + why)
                    .orElse(id + " has no event script, which the wire client runs"));
        }
        return client.get().unserved(target.spec());
    }

    /** Whether the wire client runs the steps. */
    public boolean isWire() {
        return wire.isPresent();
    }

    /**
     * What the manifest records, and the console shows, for steps of {@code threads} workers: the client, the wire
     * client's loops, and why auto picked it, e.g. {@code wire, 4 event loops (auto: the target's wire client serves
     * oltp_point_select over TCP)} or {@code jdbc (auto: --url given, ...)}.
     */
    public String describe(List<Integer> threads) {
        String client = wire.map(w -> "wire, " + choice.describeLoops(threads, w::autoLoops)).orElse("jdbc");
        return client + reason.map(r -> " (auto: " + r + ")").orElse("");
    }

    /**
     * Notes on {@code --event-loops} for targets (by name) in steps of {@code threads}: loops a step cannot run, and
     * targets that auto left on JDBC, which has no event loops.
     */
    public static List<String> loopNotes(Map<String, ClientPick> picks, List<Integer> threads) {
        List<String> notes = new ArrayList<>();
        picks.values().stream().filter(ClientPick::isWire).findFirst()
                .flatMap(p -> p.choice().unusedLoops(threads)).ifPresent(notes::add);
        picks.forEach((name, p) -> {
            if (!p.isWire() && p.choice().loops() != WireEngine.AUTO) {
                notes.add("--event-loops " + p.choice().loops() + ": " + name + " runs on JDBC (auto: " + p.reason().orElse("")
                        + "), which has no event loops");
            }
        });
        return notes;
    }
}
