package dev.dbbench.workloads.file.spec;

import dev.dbbench.spi.metric.CounterRate;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.OperationRate;
import dev.dbbench.spi.metric.Shares;
import dev.dbbench.workloads.file.yaml.Fields;
import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Scalars;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Reads the {@code metrics} of a workload file into the API's declarations: a rate of transactions
 * ({@code transactions}), a rate of the server's transactions ({@code counter}) or shares of transactions
 * ({@code shares}), each checked against the file's transactions so that a mistake stops the command before it
 * connects.
 */
final class MetricReader {
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
    private static final List<String> KINDS = List.of("transactions", "counter", "shares");
    private static final Map<String, TimeUnit> UNITS = Map.of("second", TimeUnit.SECONDS, "minute", TimeUnit.MINUTES,
            "hour", TimeUnit.HOURS);
    /** Every event of the workload, as a rate's {@code transactions}. */
    static final String ALL = "all";

    private MetricReader() {
    }

    static List<Metric> metrics(Node node, List<TransactionSpec> transactions) {
        List<String> known = transactions.stream().map(TransactionSpec::name).toList();
        List<Metric> out = new ArrayList<>();
        Map<String, Where> seen = new HashMap<>();
        Scalars.mapping(node, "metrics").entries().forEach((name, entry) -> {
            if (!NAME.matcher(name).matches()) {
                throw entry.key().mistake("metric name '" + name + "' must be letters and digits, starting with a letter,"
                        + " such as ordersPerMinute; rename it");
            }
            // Reports name columns in snake case (orders_per_minute), so names that differ only in case would collide.
            Where before = seen.putIfAbsent(name.toLowerCase(Locale.ROOT), entry.key());
            if (before != null) {
                throw entry.key().mistake("metric " + name + " has the name of the metric at line " + before.line()
                        + ", but for case; rename one of them");
            }
            out.add(metric(name, entry.value(), known));
        });
        return out;
    }

    private static Metric metric(String name, Node node, List<String> known) {
        String what = "metric " + name;
        Node.Mapping m = Scalars.mapping(node, what);
        List<String> kinds = KINDS.stream().filter(m.entries()::containsKey).toList();
        if (kinds.size() != 1) {
            throw m.where().mistake(what + (kinds.isEmpty() ? " says not what it counts" : " gives " + String.join(" and ", kinds))
                    + "; give one of transactions: [new_order] (a rate), counter: " + CounterRate.SERVER_TRANSACTIONS
                    + " (a rate) or shares: {...}");
        }
        String kind = kinds.get(0);
        Fields f = kind.equals("shares") ? Fields.of(node, what, "label", "description", "rule", "shares")
                : Fields.of(node, what, "label", "description", kind, "per");
        String label = f.optional("label").map(n -> Scalars.text(n, "label of " + what).trim()).orElse(name);
        String description = f.optional("description").map(n -> Scalars.textOrEmpty(n, "description of " + what).trim()).orElse("");
        try {
            return switch (kind) {
                case "transactions" -> new OperationRate(name, label, description, rated(f.required(kind, "[new_order]"), what, known),
                        per(f, what));
                case "counter" -> new CounterRate(name, label, description, counter(f.required(kind, CounterRate.SERVER_TRANSACTIONS), what),
                        per(f, what));
                default -> new Shares(name, label, description,
                        f.optional("rule").map(n -> Scalars.textOrEmpty(n, "rule of " + what).trim()).orElse(""),
                        shares(f.required(kind, "{Orders: {transactions: [new_order], minimum: 40}}"), what, known));
            };
        } catch (IllegalArgumentException e) {
            throw m.where().mistake(e.getMessage());
        }
    }

    /** The transactions a rate counts; {@code all} for every event. */
    private static List<String> rated(Node node, String what, List<String> known) {
        if (node instanceof Node.Scalar s && ALL.equals(s.text().trim())) {
            return List.of();
        }
        return transactions(node, "transactions of " + what, known);
    }

    private static List<String> transactions(Node node, String what, List<String> known) {
        List<Node> items = node instanceof Node.Scalar ? List.of(node) : Scalars.list(node, what).items();
        if (items.isEmpty()) {
            throw node.where().mistake(what + " is empty; give at least one transaction, such as [" + known.get(0) + "]");
        }
        List<String> out = new ArrayList<>();
        for (Node item : items) {
            String t = Scalars.text(item, what).trim();
            if (!known.contains(t)) {
                throw item.where().mistake(what + " names '" + t + "', which is not a transaction of this file; give one of "
                        + String.join(", ", known));
            }
            out.add(t);
        }
        return out;
    }

    private static TimeUnit per(Fields f, String what) {
        Node node = f.required("per", "minute");
        TimeUnit unit = UNITS.get(Scalars.textOrEmpty(node, "per of " + what).trim());
        if (unit == null) {
            throw node.where().mistake(Scalars.named("per of " + what, node) + " is not a unit of time; give second, minute or hour");
        }
        return unit;
    }

    private static String counter(Node node, String what) {
        String counter = Scalars.text(node, "counter of " + what).trim();
        if (!counter.equals(CounterRate.SERVER_TRANSACTIONS)) {
            throw node.where().mistake(Scalars.named("counter of " + what, node) + " is not a counter a workload file can read;"
                    + " give " + CounterRate.SERVER_TRANSACTIONS + " (a counter a workload reads itself needs a Java workload)");
        }
        return counter;
    }

    private static List<Shares.Share> shares(Node node, String what, List<String> known) {
        Node.Mapping m = Scalars.mapping(node, "shares of " + what);
        if (m.entries().isEmpty()) {
            throw m.where().mistake("shares of " + what + " is empty; give at least one, such as Orders: {transactions: [new_order]}");
        }
        Map<String, String> owner = new HashMap<>();
        List<Shares.Share> out = new ArrayList<>();
        m.entries().forEach((label, entry) -> {
            String share = "share " + label + " of " + what;
            Fields f = Fields.of(entry.value(), share, "transactions", "minimum");
            Node list = f.required("transactions", "[new_order]");
            List<String> ts = transactions(list, "transactions of " + share, known);
            for (String t : ts) {
                String other = owner.putIfAbsent(t, label);
                if (other != null) {
                    throw list.where().mistake("transaction " + t + " is in shares " + other + " and " + label + " of " + what
                            + ", so its events would count twice; put it in one of them");
                }
            }
            int minimum = f.optional("minimum").map(n -> minimum(n, share)).orElse(0);
            out.add(new Shares.Share(label, ts, minimum));
        });
        return out;
    }

    private static int minimum(Node node, String what) {
        long minimum = Scalars.whole(node, "minimum of " + what, "40");
        if (minimum < 0 || minimum > 100) {
            throw node.where().mistake(Scalars.named("minimum of " + what, node) + " is not a percent; give a whole number from 0 to 100");
        }
        return (int) minimum;
    }
}
