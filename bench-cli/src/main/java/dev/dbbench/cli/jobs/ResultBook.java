package dev.dbbench.cli.jobs;

import dev.dbbench.config.Durations;
import dev.dbbench.result.ClientInfo;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The result of a command as it grows: rewritten atomically to {@code result.json} after every step
 * (status {@code running}), so a run that dies keeps every finished step, and finished with every
 * report format at the end.
 */
public final class ResultBook {
    private final String command;
    private final List<TargetInfo> targets;
    private final WorkloadInfo workload;
    private final Map<String, String> manifest;
    private final ResultFolder folder;
    private final Instant started = Instant.now();
    private final List<StepResult> steps = new ArrayList<>();
    private final Map<String, Object> summary = new LinkedHashMap<>();

    public ResultBook(String command, List<TargetInfo> targets, WorkloadInfo workload, Map<String, String> manifest, ResultFolder folder) {
        this.command = command;
        this.targets = List.copyOf(targets);
        this.workload = workload;
        this.manifest = new TreeMap<>(manifest);
        this.folder = folder;
    }

    /**
     * The manifest every result carries: client facts, run settings, driver properties, workload options.
     * {@code threads} are the steps' worker counts, for settings that a step caps by its workers.
     */
    public static Map<String, String> manifest(List<Session> sessions, RunSettings settings, List<Integer> threads, WorkloadInfo workload) {
        Map<String, String> m = new TreeMap<>(ClientInfo.manifest());
        m.putAll(settings.manifest());
        for (Session s : sessions) {
            ResolvedTarget t = s.target();
            // With several targets, what differs per target is keyed by the target's name.
            String prefix = sessions.size() == 1 ? "" : t.name() + ".";
            m.put(prefix + "client", s.pick().describe(threads));
            m.put(prefix + "client.driver", s.client());
            m.put(prefix + "ignore-errors", String.join(",", new java.util.TreeSet<>(settings.ignoredFor(t.target()))));
            t.target().manifest(t.spec(), settings.psMode()).forEach((k, v) -> {
                // Under --client wire the JDBC driver only checks the dataset before measuring: its version
                // and properties change no result, so recording them would name a driver that did not run.
                if (!s.wire() || !(k.startsWith("driver.") || k.startsWith("jdbc."))) {
                    m.put(prefix + k, v);
                }
            });
            m.put(prefix + "connect-timeout", Durations.format(t.spec().connectTimeout()));
            m.put(prefix + "query-timeout", Durations.format(t.spec().socketTimeout()));
            if (!t.overrides().isEmpty()) {
                m.put(prefix + "config.overriddenByCommandLine", String.join(",", t.overrides()));
            }
            // Whether a published result ran encrypted: the mode asked for and what the session got.
            m.put(prefix + "tls.mode", t.spec().sslMode().cliName());
            if (s.info() != null) {
                String session = s.info().server().settings().get(dev.dbbench.spi.target.ServerInfo.SESSION_TLS);
                if (session != null) {
                    m.put(prefix + "tls.session", session);
                }
                s.info().server().settings().forEach((k, v) -> {
                    if (k.contains("isolation")) {
                        m.put(prefix + "server.isolation", v);
                    }
                });
            }
        }
        workload.options().forEach((k, v) -> m.put("workload." + k, v));
        return m;
    }

    /**
     * Writes {@code result.json} with no step yet, before the first step runs: a run killed in its first step
     * then still says what it was (command, targets, workload, manifest) when {@code report} rebuilds it.
     */
    public synchronized void begin() throws IOException {
        folder.writeResult(build("running"));
    }

    public synchronized void add(StepResult step) throws IOException {
        steps.add(step);
        folder.writeResult(build("running"));
    }

    public synchronized void summary(String key, Object value) {
        summary.put(key, value);
    }

    /** Adds a summary section and rewrites {@code result.json} at once, for what a command killed later must not lose. */
    public synchronized void checkpoint(String key, Object value) throws IOException {
        summary.put(key, value);
        folder.writeResult(build("running"));
    }

    public synchronized List<StepResult> steps() {
        return List.copyOf(steps);
    }

    public synchronized RunResult build(String status) {
        TargetInfo first = targets.isEmpty() ? null : targets.get(0);
        return new RunResult(ToolInfo.current(), command, status, started, Instant.now(), first, targets, workload, manifest, steps, summary);
    }

    /** Writes the final {@code result.json} and every report format. */
    public synchronized RunResult finish(String status) throws IOException {
        RunResult result = build(status);
        folder.writeResult(result);
        folder.writeReports(result);
        return result;
    }
}
