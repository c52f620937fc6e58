package dev.dbbench.reports;

import dev.dbbench.config.Suggest;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.Reporter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The reporters by format name: the built-in ones and those of plugin jars, found as targets and workloads
 * are. Immutable once loaded.
 */
public final class Reporters {
    /** The names earlier versions gave a sweep's reports, by the name every command's reports have now. */
    static final Map<String, String> FORMER_NAMES = Map.of("report.md", "sweep.md", "steps.csv", "sweep.csv");
    private final Map<String, Plugins.Found<Reporter>> byFormat;

    private Reporters(Map<String, Plugins.Found<Reporter>> byFormat) {
        this.byFormat = byFormat;
    }

    /** The built-in reporters (and any on the class path). */
    public static Reporters load() {
        return of(Plugins.builtIn());
    }

    /**
     * The reporters {@code plugins} finds. Of two claiming one format (case-insensitive) the built-in one or
     * the first jar wins, and {@code plugins} warns about the other, naming both.
     */
    public static Reporters of(Plugins plugins) {
        Map<String, Plugins.Found<Reporter>> map = new LinkedHashMap<>();
        plugins.reporters().stream().sorted(Comparator.comparing(f -> key(f.plugin().format())))
                .forEach(f -> map.putIfAbsent(key(f.plugin().format()), f));
        return new Reporters(map);
    }

    private static String key(String format) {
        return format.trim().toLowerCase(Locale.ROOT);
    }

    /** Every reporter, sorted by format name. */
    public List<Reporter> all() {
        return byFormat.values().stream().map(Plugins.Found::plugin).toList();
    }

    /** Every reporter with where it came from ({@code built-in} or its jar), sorted by format name. */
    public List<Plugins.Found<Reporter>> found() {
        return List.copyOf(byFormat.values());
    }

    /** Every format name, sorted. */
    public List<String> formats() {
        return List.copyOf(byFormat.keySet());
    }

    /**
     * The reporter for {@code format} (case-insensitive).
     *
     * @throws UsageException naming the bad format, the closest known one and the list of known formats
     */
    public Reporter get(String format) {
        String key = key(format);
        Plugins.Found<Reporter> r = byFormat.get(key);
        if (r != null) {
            return r.plugin();
        }
        String hint = Suggest.closest(key, byFormat.keySet()).map(s -> " did you mean '" + s + "'?").orElse("");
        throw new UsageException("unknown report format '" + format + "':" + hint
                + " give one of " + String.join(", ", byFormat.keySet()) + " (or all)");
    }

    /**
     * The reporters for a comma-separated list such as {@code md,html}; {@code all} means every format.
     *
     * @throws UsageException for an empty list or an unknown format
     */
    public List<Reporter> select(String formats) {
        if (formats.isBlank()) {
            throw new UsageException("empty --format: give one or more of " + String.join(", ", byFormat.keySet()));
        }
        if (formats.trim().equalsIgnoreCase("all")) {
            return all();
        }
        List<Reporter> out = new ArrayList<>();
        for (String f : formats.split(",")) {
            Reporter r = get(f);
            if (!out.contains(r)) {
                out.add(r);
            }
        }
        return List.copyOf(out);
    }

    /** The formats every run writes to its folder: those {@linkplain Reporter#byDefault() by default}, sorted by name. */
    public List<Reporter> defaults() {
        return all().stream().filter(Reporter::byDefault).toList();
    }

    /**
     * Writes each report into {@code dir}: a text document to {@code dir/<fileName>}, named by {@link Reporter#fileName()}
     * whatever the command, in UTF-8, replacing an older one atomically; a format of files writes its own. The same report
     * under the name an earlier version gave it ({@link #FORMER_NAMES}) is removed, so that a folder rewritten by
     * {@code report} holds each report once.
     *
     * @return the files written, in the order of {@code reporters}
     */
    public static List<Path> writeAll(List<Reporter> reporters, ReportInput input, Path dir) throws IOException {
        List<Path> written = new ArrayList<>();
        for (Reporter r : reporters) {
            if (r.writesFiles()) {
                written.addAll(r.writeFiles(input, dir));
                continue;
            }
            Path file = dir.resolve(r.fileName());
            AtomicFiles.write(file, out -> r.write(input, out));
            written.add(file);
            String former = FORMER_NAMES.get(r.fileName());
            if (former != null) {
                Files.deleteIfExists(dir.resolve(former));
            }
        }
        return List.copyOf(written);
    }
}
