package dev.dbbench.reports;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;
import dev.dbbench.result.Price;
import dev.dbbench.result.ProbeResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.TargetSettings;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code result.json}'s layout of a {@link RunResult}, the contract users parse. One {@code manifest} holds every
 * setting: the run's under their own keys and, in a result of several targets, each target's own under the target's
 * name ({@code pg.driver.sslmode}); with one target, its settings are under their own keys too. Each target records
 * the units of its time limits beside its server ({@code units}, left out when there are none). The layout is
 * published as a JSON Schema ({@code docs/result.schema.json}) and numbered by {@code formatVersion}.
 */
final class RunResultJson {
    /**
     * The number of this layout, first in every {@code result.json}: a program that parses results checks it before
     * it reads on. It grows when a field changes meaning or is removed, never when one is added. A result written
     * before the number existed has none and is read the same way (its layout is that of version 1). Version 2 moved the
     * numbers one workload owned out of each step and window into {@code metrics}, which every workload may declare under
     * {@code workload.metrics}; a reader gives a version 1 result the declarations of the installed workload of its id.
     */
    static final int FORMAT_VERSION = 2;

    private RunResultJson() {
    }

    /** Puts the layout on {@link RunResult} without the API's records depending on Jackson's databind. */
    @JsonSerialize(converter = Writer.class)
    @JsonDeserialize(converter = Reader.class)
    abstract static class Mixin {
    }

    /** A run as {@code result.json} lays it out, members in component order; the reader ignores {@code formatVersion} and {@code runId}, which is derived. */
    record Layout(int formatVersion, String runId, ToolInfo tool, String command, RunStatus status, Instant startedAt, Instant finishedAt, Target target,
                  List<Target> targets, WorkloadInfo workload, Map<String, String> manifest, List<StepResult> steps,
                  RunSummary summary) {
    }

    /**
     * A target as {@code result.json} lays it out: its own settings are in the manifest; units, tags, price and probe
     * are left out when it has none, as a result written before they existed has none.
     */
    record Target(String name, String id, String url, String source, ServerInfo server,
                  @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, ChronoUnit> units,
                  @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> tags,
                  @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<Price> price,
                  @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<ProbeResult> probe) {
        static Target of(TargetInfo t) {
            return new Target(t.name(), t.id(), t.url(), t.source(), t.server(), t.settings().units(), t.tags(), t.price(), t.probe());
        }

        TargetInfo info(Map<String, String> own) {
            return new TargetInfo(name, id, url, source, server, new TargetSettings(own, units == null ? Map.of() : units),
                    tags, price, probe);
        }
    }

    static final class Writer extends StdConverter<RunResult, Layout> {
        @Override
        public Layout convert(RunResult r) {
            Map<String, String> manifest = new TreeMap<>(r.manifest());
            boolean several = r.targets().size() > 1;
            for (TargetInfo t : r.targets()) {
                t.settings().values().forEach((k, v) -> manifest.put(several ? t.name() + "." + k : k, v));
            }
            return new Layout(FORMAT_VERSION, r.runId(), r.tool(), r.command(), r.status(), r.startedAt(), r.finishedAt(),
                    r.target() == null ? null : Target.of(r.target()), r.targets().stream().map(Target::of).toList(), r.workload(),
                    manifest, r.steps(), r.summary());
        }
    }

    static final class Reader extends StdConverter<Layout, RunResult> {
        @Override
        public RunResult convert(Layout j) {
            List<String> names = j.targets().stream().map(Target::name).toList();
            Map<String, String> run = new TreeMap<>();
            Map<String, Map<String, String>> own = new HashMap<>();
            j.manifest().forEach((key, value) -> {
                Optional<String> owner = names.size() < 2 ? Optional.empty() : owner(names, key);
                if (owner.isPresent()) {
                    own.computeIfAbsent(owner.get(), n -> new TreeMap<>()).put(key.substring(owner.get().length() + 1), value);
                } else {
                    run.put(key, value);
                }
            });
            List<TargetInfo> targets = j.targets().stream().map(t -> t.info(own.getOrDefault(t.name(), Map.of()))).toList();
            TargetInfo first = j.target() == null ? null : targets.stream().filter(t -> t.name().equals(j.target().name()))
                    .findFirst().orElse(j.target().info(Map.of()));
            return new RunResult(j.tool(), j.command(), j.status(), j.startedAt(), j.finishedAt(), first, targets, j.workload(),
                    run, j.steps(), j.summary());
        }

        /** The target whose name prefixes {@code key}, the longest if names nest ({@code a} and {@code a.b}). */
        private static Optional<String> owner(List<String> names, String key) {
            return names.stream().filter(n -> key.startsWith(n + ".")).max((a, b) -> Integer.compare(a.length(), b.length()));
        }
    }
}
