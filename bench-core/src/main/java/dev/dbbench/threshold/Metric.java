package dev.dbbench.threshold;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** What a rule bounds, with the unit its values are kept in. */
public enum Metric {
    AVG("avg", Unit.LATENCY),
    P95("p95", Unit.LATENCY),
    P99("p99", Unit.LATENCY),
    MAX("max", Unit.LATENCY),
    TPS("tps", Unit.RATE),
    QPS("qps", Unit.RATE),
    ERROR_RATE("error_rate", Unit.PERCENT),
    ERRORS("errors", Unit.COUNT);

    /** How a limit is written and kept. */
    public enum Unit {
        /** Milliseconds; a limit may be written in {@code us}, {@code ms} or {@code s}, a bare number is milliseconds. */
        LATENCY("ms"),
        /** Per second of measured time, a bare number. */
        RATE("/s"),
        /** Percent of events that failed: errors / (transactions + errors), written with {@code %}. */
        PERCENT("%"),
        /** A whole number. */
        COUNT("");

        private final String symbol;

        Unit(String symbol) {
            this.symbol = symbol;
        }

        /** The unit as values are shown: {@code ms}, {@code /s}, {@code %}, or empty for a count. */
        public String symbol() {
            return symbol;
        }
    }

    private final String id;
    private final Unit unit;

    Metric(String id, Unit unit) {
        this.id = id;
        this.unit = unit;
    }

    public String id() {
        return id;
    }

    public Unit unit() {
        return unit;
    }

    /** The metric named {@code name}, also in k6's form {@code p(95)}; empty for a name not known. */
    public static Optional<Metric> named(String name) {
        String n = name.toLowerCase(Locale.ROOT).replaceAll("^p\\((\\d+)\\)$", "p$1");
        return Arrays.stream(values()).filter(m -> m.id.equals(n)).findFirst();
    }

    /** Every name, for a message: {@code avg, p95, p99, ...}. */
    public static String names() {
        return Arrays.stream(values()).map(Metric::id).collect(Collectors.joining(", "));
    }
}
