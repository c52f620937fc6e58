package dev.dbbench.spi.metric;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Optional;

/**
 * A number a workload declares, computed by dbbench from what a step or window counted. Immutable; thread-safe.
 *
 * <p>Aggregation: the value is a function of summed counts over summed time ({@link Counts}), never an average of
 * other values, so it is exact over intervals, windows and the shards of a merged run, whose counts add. Across
 * repeats each repeat keeps its own value and reports summarise them as they do TPS (mean and its 95 % interval).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({@JsonSubTypes.Type(value = OperationRate.class, name = "operationRate"),
        @JsonSubTypes.Type(value = CounterRate.class, name = "counterRate"),
        @JsonSubTypes.Type(value = Shares.class, name = "shares")})
public sealed interface Metric permits OperationRate, CounterRate, Shares {

    /** The key of the value in {@code result.json} and in CSV columns: letters and digits, starting with a letter. */
    String name();

    /** The heading of its column in reports ({@code Orders/min}). */
    String label();

    /** What it counts and whose convention it follows, one sentence reports print under its table; may be empty. */
    String description();

    /** The unit of its value as reports show it ({@code per minute}, {@code %}). */
    String unit();

    /** The value over {@code counts}; empty when they hold nothing it is computed from. */
    Optional<MetricValue> valueOf(Counts counts);

    /** Checks a metric's name and label; throws {@link IllegalArgumentException} naming the bad one. */
    static void check(String name, String label) {
        if (name == null || !name.matches("[A-Za-z][A-Za-z0-9]*")) {
            throw new IllegalArgumentException("metric name '" + name + "': give letters and digits, starting with a letter (ordersPerMinute)");
        }
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException("metric " + name + " has no label: give the heading reports show (Orders/min)");
        }
    }
}
