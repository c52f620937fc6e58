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

    /**
     * The key of its value in {@code result.json} and in CSV columns.
     *
     * @return letters and digits, starting with a letter ({@code ordersPerMinute}); unique within the workload
     */
    String name();

    /**
     * The heading of its column in reports.
     *
     * @return a short heading ({@code Orders/min}); never blank
     */
    String label();

    /**
     * What it counts and whose convention it follows.
     *
     * @return one sentence that reports print under its table; empty when there is none
     */
    String description();

    /**
     * The unit of its value.
     *
     * @return the unit as reports show it ({@code per minute}, {@code %})
     */
    String unit();

    /**
     * Computes the value. Called by dbbench after a step or window ends, and again whenever a result is read or
     * merged, from any thread; never in the measured loop. Must be a pure function of {@code counts}.
     *
     * @param counts what the step or window counted
     * @return the value; empty when {@code counts} hold nothing it is computed from
     */
    Optional<MetricValue> valueOf(Counts counts);

    /**
     * Checks a metric's name and label, for the records' constructors.
     *
     * @param name  the name to check
     * @param label the label to check
     * @throws IllegalArgumentException naming the bad one and the fix
     */
    static void check(String name, String label) {
        if (name == null || !name.matches("[A-Za-z][A-Za-z0-9]*")) {
            throw new IllegalArgumentException("metric name '" + name + "': give letters and digits, starting with a letter (ordersPerMinute)");
        }
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException("metric " + name + " has no label: give the heading reports show (Orders/min)");
        }
    }
}
