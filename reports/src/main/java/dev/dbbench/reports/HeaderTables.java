package dev.dbbench.reports;

import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.TargetInfo;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.BiFunction;

/** The tables that say what was measured: run, workload, the options that change results, targets, server settings. */
public final class HeaderTables {
    /** Options a reader needs before comparing numbers with a published table. */
    public static final List<String> HIGHLIGHTS = List.of("rand-type", "ps-mode", "skip-trx", "tables", "table-size", "time", "warmup",
            // A sweep's stop rules decide which steps ran at all, so which rows the tables have.
            "stop-when-tps-drops", "stop-when-p95-above", "stop-when-error-rate-above");

    private static final String WORKLOAD = "workload.";
    /** The summary section of a comparison that holds each compared result's status and times. */
    private static final String COMPARED = "compared";

    private HeaderTables() {
    }

    /** What a reader needs before the numbers: run, options that change results, targets, the command's summary. */
    public static List<Table> intro(RunResult r) {
        List<Table> out = new ArrayList<>();
        out.add(run(r));
        highlights(r).ifPresent(out::add);
        out.add(targets(r));
        ProbeTables.of(r).ifPresent(out::add);
        out.addAll(SummaryTables.of(r));
        return List.copyOf(out);
    }

    /** The long lists that follow the numbers: server settings side by side, every workload option. */
    public static List<Table> appendix(RunResult r) {
        List<Table> out = new ArrayList<>();
        serverSettings(r).ifPresent(out::add);
        workload(r).ifPresent(out::add);
        return List.copyOf(out);
    }

    /**
     * What was run, and when: a comparison, whose summary holds each compared result's status and times, has none of
     * those rows, where one value would stand for all of them. A run whose dataset was checked again after it says what
     * the checks found.
     */
    public static Table run(RunResult r) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("command", text(r.command())));
        rows.add(List.of("workload", r.workload() == null ? Fmt.ABSENT : text(r.workload().id())));
        if (!r.summary().sections().contains(COMPARED)) {
            rows.add(List.of("status", text(r.status() == null ? null : r.status().text())));
            rows.add(List.of("started", r.startedAt() == null ? Fmt.ABSENT : r.startedAt().toString()));
            rows.add(List.of("finished", r.finishedAt() == null ? Fmt.ABSENT : r.finishedAt().toString()));
            if (r.startedAt() != null && r.finishedAt() != null) {
                rows.add(List.of("wall time", human(Duration.between(r.startedAt(), r.finishedAt()))));
            }
        }
        if (r.tool() != null) {
            rows.add(List.of("tool", text(r.tool().name()) + " " + text(r.tool().version())));
        }
        r.summary().datasetCheck().ifPresent(c -> rows.add(List.of("dataset checks", (c.passed() ? "" : "warning: ") + c.note())));
        return new Table("Run", List.of("item", "value"), rows);
    }

    /**
     * The options of {@link #HIGHLIGHTS} found in the manifest or the workload options: one value column,
     * or one column per target when any of them differs between targets.
     */
    public static Optional<Table> highlights(RunResult r) {
        return perTarget(r, "Options that change results", HIGHLIGHTS, (target, name) -> option(r, target, name),
                List.of("Every option is in the manifest of result.json."));
    }

    /** Every workload option, with a column per target when a target ran with other values (a comparison). */
    public static Optional<Table> workload(RunResult r) {
        if (r.workload() == null) {
            return Optional.empty();
        }
        TreeSet<String> names = new TreeSet<>(r.workload().options().keySet());
        r.targets().forEach(t -> t.settings().values().keySet().stream().filter(k -> k.startsWith(WORKLOAD))
                .forEach(k -> names.add(k.substring(WORKLOAD.length()))));
        // An option set to empty (create-table-options) is not absent: the server settings' legend just above says so.
        return perTarget(r, "Workload " + text(r.workload().id()), List.copyOf(names), (target, name) -> {
            String own = own(r, target).get(WORKLOAD + name);
            return Optional.ofNullable(own != null ? own : r.workload().options().get(name)).map(HeaderTables::setting);
        }, List.of()).map(t -> t.rows().stream().anyMatch(row -> row.contains(Fmt.EMPTY))
                ? new Table(t.title(), t.header(), t.rows(), List.of(Fmt.EMPTY + " means the option is set to empty.")) : t);
    }

    /** Rows of {@code names} that have a value; a column per target only when targets disagree, so a plain run stays plain. */
    private static Optional<Table> perTarget(RunResult r, String title, List<String> names,
                                             BiFunction<String, String, Optional<String>> value, List<String> notes) {
        List<String> targets = r.targets().stream().map(TargetInfo::name).toList();
        List<List<String>> rows = new ArrayList<>();
        boolean differ = false;
        for (String name : names) {
            List<Optional<String>> values = targets.isEmpty() ? List.of(value.apply(null, name))
                    : targets.stream().map(t -> value.apply(t, name)).toList();
            if (values.stream().allMatch(Optional::isEmpty)) {
                continue;
            }
            List<String> row = new ArrayList<>();
            row.add(name);
            values.forEach(v -> row.add(v.orElse(Fmt.ABSENT)));
            differ |= row.stream().skip(1).distinct().count() > 1;
            rows.add(row);
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        if (!differ) {
            return Optional.of(new Table(title, List.of("option", "value"), rows.stream().map(row -> row.subList(0, 2)).toList(), notes));
        }
        List<String> header = new ArrayList<>();
        header.add("option");
        targets.forEach(t -> header.add(text(t)));
        return Optional.of(new Table(title, header, rows, notes));
    }

    /**
     * Each target: its plugin, server and URL, then a column per tag any target has (in the order first given) and its
     * price when any target has one; a target without that tag or price shows {@link Fmt#ABSENT}.
     */
    public static Table targets(RunResult r) {
        List<String> header = new ArrayList<>(List.of("target", "plugin", "product", "version", "url"));
        LinkedHashSet<String> tags = new LinkedHashSet<>();
        r.targets().forEach(t -> tags.addAll(t.tags().keySet()));
        boolean priced = r.targets().stream().anyMatch(t -> t.price().isPresent());
        // A tag named like a column of its own is told apart from it.
        tags.forEach(k -> header.add(header.contains(k) || k.equals("price") ? "tag " + k : k));
        if (priced) {
            header.add("price");
        }
        List<List<String>> rows = new ArrayList<>();
        for (TargetInfo t : r.targets()) {
            ServerInfo s = t.server() == null ? ServerInfo.unknown() : t.server();
            List<String> row = new ArrayList<>(List.of(text(t.name()), text(t.id()), text(s.product()), text(s.version()), text(t.url())));
            tags.forEach(k -> row.add(text(t.tags().get(k))));
            if (priced) {
                row.add(t.price().map(Price::text).orElse(Fmt.ABSENT));
            }
            rows.add(row);
        }
        return new Table("Targets", header, rows);
    }

    /** The server settings side by side: one row per setting any target reported, one column per target. */
    public static Optional<Table> serverSettings(RunResult r) {
        TreeSet<String> names = new TreeSet<>();
        r.targets().forEach(t -> names.addAll(settings(t).keySet()));
        if (names.isEmpty()) {
            return Optional.empty();
        }
        List<String> header = new ArrayList<>();
        header.add("setting");
        r.targets().forEach(t -> header.add(text(t.name())));
        List<List<String>> rows = new ArrayList<>();
        for (String name : names) {
            List<String> row = new ArrayList<>();
            row.add(name);
            r.targets().forEach(t -> row.add(setting(Labels.setting(name, settings(t).get(name)))));
            rows.add(row);
        }
        return Optional.of(new Table("Server settings", header, rows,
                List.of(Fmt.ABSENT + " means the server does not have the setting; " + Fmt.EMPTY + " means it has it, set to empty.")));
    }

    /** A setting or option as shown: {@link Fmt#ABSENT} when there is none, {@link Fmt#EMPTY} when it is set to empty. */
    private static String setting(String value) {
        return value == null ? Fmt.ABSENT : value.isEmpty() ? Fmt.EMPTY : value;
    }

    /**
     * An option's value by its CLI name ({@code rand-type}), from the manifest first, then the workload
     * options; accepts {@code rand_type}, a dotted prefix ({@code workload.rand-type}) and {@code db-ps-mode}.
     * Only values shared by every target count: where targets differ, none of them stands for the run.
     */
    public static Optional<String> option(RunResult r, String name) {
        Optional<String> v = find(r.manifest(), name);
        return v.isPresent() || r.workload() == null ? v : find(r.workload().options(), name);
    }

    /** An option's value for one target: its own ({@code pg.ps-mode}) before the shared one; a null target has only the shared one. */
    static Optional<String> option(RunResult r, String target, String name) {
        Optional<String> own = find(own(r, target), name);
        return own.isPresent() ? own : option(r, name);
    }

    /** The settings recorded for the target named {@code target} alone; none for a null target (a result that names none). */
    private static Map<String, String> own(RunResult r, String target) {
        return r.targets().stream().filter(t -> t.name().equals(target)).findFirst().map(t -> t.settings().values()).orElse(Map.of());
    }

    private static Optional<String> find(Map<String, String> map, String name) {
        for (Map.Entry<String, String> e : map.entrySet()) {
            String k = e.getKey().toLowerCase(Locale.ROOT).replace('_', '-');
            if (k.equals(name) || k.endsWith("." + name) || k.equals("db-" + name)) {
                return Optional.of(setting(e.getValue()));
            }
        }
        return Optional.empty();
    }

    private static Map<String, String> settings(TargetInfo t) {
        return t.server() == null ? Map.of() : t.server().settings();
    }

    static String text(String s) {
        return s == null || s.isEmpty() ? Fmt.ABSENT : s;
    }

    static String human(Duration d) {
        long s = d.getSeconds();
        return s >= 3600 ? String.format(Locale.ROOT, "%dh %02dm %02ds", s / 3600, s / 60 % 60, s % 60)
                : s >= 60 ? String.format(Locale.ROOT, "%dm %02ds", s / 60, s % 60) : s + "s";
    }
}
