package dev.dbbench.runner.jobs;

import dev.dbbench.clientload.ClientLoad;
import dev.dbbench.config.Plural;
import dev.dbbench.result.ClientBottleneck;
import dev.dbbench.result.RunSummary;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Says, in the result and on the console, when a step may have measured the client rather than the server: on every
 * run, sharded or not, from the client's CPU that each interval records.
 */
public final class ClientWarnings {
    private ClientWarnings() {
    }

    /** The steps of the intervals in {@code dir} that may measure this client. */
    public static List<ClientBottleneck> find(Path dir) throws IOException {
        return find(dir, dev.dbbench.clientload.CpuLimit.cores(), "");
    }

    /** The steps of the intervals in {@code dir} that may measure a client of {@code cores} cores, each reason naming {@code who}. */
    static List<ClientBottleneck> find(Path dir, double cores, String who) throws IOException {
        if (!Files.exists(dir.resolve(IntervalFiles.CSV))) {
            return List.of();
        }
        return ClientLoad.find(IntervalLog.readIntervals(dir), cores).stream()
                .map(b -> new ClientBottleneck(b.target(), b.threads(), b.repeat(), b.clientCpuPct(), b.cpuPerQueryUs(),
                        b.reason().replaceFirst(": ", ": " + who)))
                .toList();
    }

    /** {@code summary} with {@code found} added to its steps that may measure the client; unchanged when none are found. */
    public static RunSummary with(RunSummary summary, List<ClientBottleneck> found) {
        if (found.isEmpty()) {
            return summary;
        }
        List<ClientBottleneck> all = new ArrayList<>(summary.clientBottleneck().orElse(List.of()));
        all.addAll(found);
        return summary.withClientBottleneck(all);
    }

    /** One warning line per step that may measure the client. */
    public static void print(PrintStream out, RunSummary summary) {
        summary.clientBottleneck().ifPresent(list -> list.forEach(b -> out.println("warning: " + b.target() + " at "
                + Plural.count(b.threads(), "thread") + ": the result " + b.reason())));
    }
}
