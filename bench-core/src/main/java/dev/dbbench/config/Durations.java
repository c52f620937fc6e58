package dev.dbbench.config;

import dev.dbbench.spi.UsageException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses durations the way users type them: plain seconds ({@code 300}) or suffixed ({@code 90s}, {@code 30m}, {@code 12h}, {@code 1d}). */
public final class Durations {
    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h|d)?");

    private Durations() {
    }

    /** A duration of zero or more. */
    public static Duration parse(String option, String text) {
        return parse(option, text, "give a duration of zero or more such as 0, 300, 90s, 30m or 12h");
    }

    /** Like {@link #parse} but refuses zero. */
    public static Duration positive(String option, String text) {
        Duration d = parse(option, text, "give a duration longer than zero such as 300, 90s, 30m or 12h");
        if (d.isZero()) {
            throw new UsageException(option + " " + text + " must be longer than zero; give for example 10s");
        }
        return d;
    }

    /** {@code fixNegative} says what the option accepts, so that an option where zero is valid does not ask for more. */
    private static Duration parse(String option, String text, String fixNegative) {
        String t = text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT);
        Matcher m = FORM.matcher(t);
        if (t.startsWith("-") && FORM.matcher(t.substring(1)).matches()) {
            throw new UsageException(option + " " + text + " is negative; " + fixNegative);
        }
        if (!m.matches()) {
            throw new UsageException(option + " " + text + " is not a duration; write seconds (300) or 90s, 30m, 12h (units ms, s, m, h, d)");
        }
        double value = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        double millis = switch (unit) {
            case "ms" -> value;
            case "s" -> value * 1_000;
            case "m" -> value * 60_000;
            case "h" -> value * 3_600_000;
            default -> value * 86_400_000;
        };
        return Duration.ofMillis(Math.round(millis));
    }

    public static String format(Duration d) {
        long s = d.toSeconds();
        if (s >= 3600 && s % 3600 == 0) {
            return s / 3600 + "h";
        }
        if (s >= 60 && s % 60 == 0) {
            return s / 60 + "m";
        }
        return d.toMillis() % 1000 == 0 ? s + "s" : d.toMillis() + "ms";
    }
}
