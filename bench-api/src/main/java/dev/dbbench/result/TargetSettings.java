package dev.dbbench.result;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The settings a result records for one target alone, and the unit of each that counts time in a unit its value does
 * not name. A driver's time limits are plain counts in the driver's own unit (Connector/J's {@code connectTimeout}
 * {@code 10000} is milliseconds, pgJDBC's {@code 10} seconds), so the unit is recorded beside them when the result is
 * written, from the target plugin that ran: a reader needs no plugin to tell {@code 10000 ms} from {@code 10 s}.
 *
 * @param values the target's own settings by manifest key ({@code driver.sslmode}, {@code server.isolation}), in a
 *               result of several targets; with one target every setting is the run's ({@link RunResult#manifest()})
 *               and this is empty
 * @param units  the unit of a setting that counts time, by manifest key ({@code driver.socketTimeout}), whether the
 *               setting is among {@code values} or the run's
 */
public record TargetSettings(Map<String, String> values, Map<String, ChronoUnit> units) {
    /** No settings of its own and no units: a target of a result written before units were recorded. */
    public static final TargetSettings NONE = new TargetSettings(Map.of(), Map.of());

    private static final List<ChronoUnit> UNITS = List.of(ChronoUnit.MILLIS, ChronoUnit.SECONDS, ChronoUnit.MINUTES, ChronoUnit.HOURS);
    private static final List<String> SYMBOLS = List.of("ms", "s", "min", "h");
    private static final Pattern SHOWN = Pattern.compile("(\\d{1,12}) (ms|s|min|h)");

    /**
     * Copies both maps, sorted by key.
     *
     * @param values the target's own settings by manifest key ({@code driver.sslmode}, {@code server.isolation}),
     *               in a result of several targets; with one target every setting is the run's ({@link
     *               RunResult#manifest()}) and this is empty
     * @param units  the unit of a setting that counts time, by manifest key ({@code driver.socketTimeout}), whether
     *               the setting is among {@code values} or the run's
     */
    public TargetSettings {
        values = Collections.unmodifiableMap(new TreeMap<>(values));
        units = Collections.unmodifiableMap(new TreeMap<>(units));
    }

    /**
     * A setting's value as shown with its unit ({@code 10000 ms}) when one is recorded and the value is a count;
     * otherwise as it is.
     *
     * @param key   the manifest key, e.g. {@code driver.socketTimeout}
     * @param value the setting's value
     * @return the value to show
     */
    public String shown(String key, String value) {
        String count = value.strip();
        return Optional.ofNullable(units.get(key)).flatMap(TargetSettings::symbol)
                .filter(symbol -> count.matches("\\d{1,12}")).map(symbol -> count + " " + symbol).orElse(value);
    }

    /**
     * The symbol a time unit is shown with, for the units drivers count their limits in.
     *
     * @param unit a time unit
     * @return {@code ms}, {@code s}, {@code min} or {@code h}; empty for any other unit
     */
    public static Optional<String> symbol(ChronoUnit unit) {
        return UNITS.contains(unit) ? Optional.of(SYMBOLS.get(UNITS.indexOf(unit))) : Optional.empty();
    }

    /**
     * The length a limit shown with its unit stands for ({@code 10000 ms}, {@code 10 s}), so that two limits in other
     * units compare as equal.
     *
     * @param shown a value as {@link #shown} gives it
     * @return the length; empty for any other text
     */
    public static Optional<Duration> length(String shown) {
        Matcher m = SHOWN.matcher(shown);
        return m.matches() ? Optional.of(Duration.of(Long.parseLong(m.group(1)), UNITS.get(SYMBOLS.indexOf(m.group(2)))))
                : Optional.empty();
    }
}
