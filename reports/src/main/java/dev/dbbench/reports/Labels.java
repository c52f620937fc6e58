package dev.dbbench.reports;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Words and units for what the reports show from {@code result.json}: a key such as {@code tpsSpreadPct} becomes "TPS
 * spread (%)", {@code cooldownSeconds} "cool-down" with its value in minutes or seconds, a server setting of
 * 134217728 bytes "128 MiB". The keys themselves stay in the JSON and CSV files, where programs read them.
 */
public final class Labels {
    /** The titles of the summary's sections. */
    private static final Map<String, String> SECTIONS = Map.of(
            "plan", "Sweep plan",
            "differences", "Settings that differ between targets",
            "stoppedEarly", "Why a target's sweep stopped early",
            "compared", "Compared results",
            "clientBottleneck", "Client bottleneck");
    /** Keys whose words are not their camel-case parts; lower case first, as every row label and column of the tables. */
    private static final Map<String, String> WORDS = Map.of(
            "cooldownSeconds", "cool-down",
            "wallSeconds", "wall time",
            "tpsSpreadPct", "TPS spread (%)",
            "stoppedLeftOut", "cut short, left out",
            "kneeThreads", "knee (threads)",
            "peakThreads", "peak (threads)",
            "peakTies", "ties with the peak (threads)",
            "errorRatePct", "errors (%)");
    /** Parts of a key spelt in capitals. */
    private static final List<String> ACRONYMS = List.of("tps", "qps", "cpu", "url", "ip");
    /** Unit suffixes of keys, and how the unit is written after the words. */
    private static final Map<String, String> UNITS = Map.of("Pct", "%", "Ms", "ms", "Us", "µs", "Bytes", "bytes");
    private static final Pattern CAMEL = Pattern.compile("(?<=[a-z0-9])(?=[A-Z])");
    /** Setting names that hold a size in bytes when their value is a whole number of KiB. */
    private static final Pattern BYTE_SETTING = Pattern.compile(".*(size|buffer|packet|bytes).*", Pattern.CASE_INSENSITIVE);
    private static final Pattern WHOLE = Pattern.compile("[0-9]+");
    private static final String[] BINARY = {"KiB", "MiB", "GiB", "TiB"};

    private Labels() {
    }

    /**
     * A key in words, with its unit in brackets: {@code clockOffsetMs} is "clock offset (ms)". A key that
     * is not camel case (a target name, an option such as {@code stop-when-p95-above}) is shown as it is.
     */
    public static String of(String key) {
        String known = WORDS.get(key);
        if (known != null) {
            return known;
        }
        if (!CAMEL.matcher(key).find() || key.contains("-") || key.contains(".")) {
            return key;
        }
        String[] parts = CAMEL.split(key);
        String unit = UNITS.get(parts[parts.length - 1]);
        int words = unit == null ? parts.length : parts.length - 1;
        if (key.endsWith("Seconds")) {
            words--;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < words; i++) {
            String p = parts[i].toLowerCase(Locale.ROOT);
            b.append(i == 0 ? "" : " ").append(ACRONYMS.contains(p) ? p.toUpperCase(Locale.ROOT) : p);
        }
        return unit == null ? b.toString() : b + " (" + unit + ")";
    }

    /** The title of a section of a result's summary: its words where it has some, else "Summary: " and its key in words. */
    public static String section(String key) {
        return SECTIONS.containsKey(key) ? SECTIONS.get(key) : "Summary: " + of(key);
    }

    /** The value of {@code key} as shown: a key in seconds as a duration ({@code 300} is "5 min"), any other as it is. */
    public static String value(String key, String raw) {
        if (key.endsWith("Seconds")) {
            try {
                return duration(Double.parseDouble(raw));
            } catch (NumberFormatException notANumber) {
                return raw;
            }
        }
        return raw;
    }

    /** A server setting's value: a size in bytes ({@code innodb_buffer_pool_size} 134217728) as "128 MiB", any other as it is. */
    public static String setting(String name, String value) {
        if (value == null || !BYTE_SETTING.matcher(name).matches() || !WHOLE.matcher(value).matches() || value.length() > 18) {
            return value;
        }
        long bytes = Long.parseLong(value);
        return bytes >= 1024 && bytes % 1024 == 0 ? bytes(bytes) : value;
    }

    /** Bytes in the largest binary unit that keeps one decimal or none: {@code 128 MiB}, {@code 1.5 GiB}. */
    public static String bytes(long bytes) {
        double v = bytes;
        int unit = -1;
        while (v >= 1024 && unit < BINARY.length - 1) {
            v /= 1024;
            unit++;
        }
        return unit < 0 ? bytes + " bytes" : Fmt.plain(Math.round(v * 10) / 10.0) + " " + BINARY[unit];
    }

    /** Seconds as people say them: {@code 0 s}, {@code 45 s}, {@code 5 min}, {@code 1 h 30 min}, {@code 90.5 s}. */
    public static String duration(double seconds) {
        if (!Double.isFinite(seconds)) {
            return Fmt.ABSENT;
        }
        long whole = Math.round(seconds);
        if (whole != seconds || whole < 60 || whole % 60 != 0) {
            return Fmt.plain(seconds) + " s";
        }
        long minutes = whole / 60;
        if (minutes < 60 || minutes % 60 != 0 && minutes < 120) {
            return minutes + " min";
        }
        return minutes / 60 + " h" + (minutes % 60 == 0 ? "" : " " + minutes % 60 + " min");
    }
}
