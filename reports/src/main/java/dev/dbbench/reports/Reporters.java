package dev.dbbench.reports;

import dev.dbbench.config.Suggest;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.report.Reporter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;

/** The reporters on the class path, looked up by format name. Immutable once loaded. */
public final class Reporters {
    private final Map<String, Reporter> byFormat;

    private Reporters(Map<String, Reporter> byFormat) {
        this.byFormat = byFormat;
    }

    /** The reporters visible to this module's class loader (the built-in ones and any on the class path). */
    public static Reporters load() {
        return load(Reporter.class.getClassLoader());
    }

    /** The reporters visible to {@code loader}, e.g. one that also sees plugin jars. */
    public static Reporters load(ClassLoader loader) {
        List<Reporter> found = new ArrayList<>();
        ServiceLoader.load(Reporter.class, loader).forEach(found::add);
        found.sort(Comparator.comparing(Reporter::format));
        Map<String, Reporter> map = new LinkedHashMap<>();
        // Of two reporters claiming one format the first on the class path wins, as for classes themselves.
        found.forEach(r -> map.putIfAbsent(r.format().toLowerCase(Locale.ROOT), r));
        return new Reporters(map);
    }

    /** Every reporter, sorted by format name. */
    public List<Reporter> all() {
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
        String key = format.trim().toLowerCase(Locale.ROOT);
        Reporter r = byFormat.get(key);
        if (r != null) {
            return r;
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

    /**
     * Writes each report to {@code dir/<fileName>}, named by {@link Reporter#fileName(String)} for the result's
     * command, in UTF-8, replacing an older one atomically.
     *
     * @return the files written, in the order of {@code reporters}
     */
    public static List<Path> writeAll(List<Reporter> reporters, RunResult result, List<IntervalResult> intervals,
                                      Path dir) throws IOException {
        List<Path> written = new ArrayList<>();
        for (Reporter r : reporters) {
            Path file = dir.resolve(r.fileName(result.command()));
            AtomicFiles.write(file, out -> r.write(result, intervals, out));
            written.add(file);
        }
        return List.copyOf(written);
    }
}
