package dev.dbbench.cli.commands;

import dev.dbbench.spi.metric.CounterRate;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.OperationRate;
import dev.dbbench.spi.metric.Shares;
import java.util.stream.Collectors;

/**
 * A declared metric as {@code list} shows it: one short line of its label, what it counts and its key in
 * {@code result.json}, such as {@code Orders/min: new_order per minute  (ordersPerMinute)}.
 */
final class MetricLine {
    private MetricLine() {
    }

    static String of(Metric metric) {
        return metric.label() + ": " + counted(metric) + "  (" + metric.name() + ")";
    }

    private static String counted(Metric metric) {
        if (metric instanceof OperationRate r) {
            return (r.operations().isEmpty() ? "every event" : String.join(" + ", r.operations())) + " " + r.unit();
        }
        if (metric instanceof CounterRate c) {
            String counter = c.counter().equals(CounterRate.SERVER_TRANSACTIONS) ? "the server's transactions" : "server counter " + c.counter();
            return counter + " " + c.unit();
        }
        Shares s = (Shares) metric;
        return "% of " + s.parts().stream()
                .map(p -> p.minimum() > 0 ? p.label() + " >= " + p.minimum() + " %" : p.label())
                .collect(Collectors.joining(", "));
    }
}
