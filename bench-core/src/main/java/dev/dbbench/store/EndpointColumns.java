package dev.dbbench.store;

import dev.dbbench.result.EndpointInterval;
import dev.dbbench.result.StepResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The last four columns of {@code intervals.csv}, a target's endpoints in one interval, each a list of
 * {@code name=value} separated by {@code ;}: events per endpoint ({@code writer=812;db2:3306=2410}), each reader's
 * largest lag in milliseconds, the lag it last reported of itself in seconds, and its read-your-writes misses of the
 * checks ({@code db2:3306=3/410}). All empty for a target without readers.
 */
final class EndpointColumns {
    private EndpointColumns() {
    }

    static void append(StringBuilder b, Map<String, EndpointInterval> endpoints) {
        StringBuilder tx = new StringBuilder();
        StringBuilder lag = new StringBuilder();
        StringBuilder server = new StringBuilder();
        StringBuilder ryw = new StringBuilder();
        endpoints.forEach((name, e) -> {
            add(tx, name, Long.toString(e.transactions()));
            if (e.lagMs() >= 0) {
                add(lag, name, Double.toString(e.lagMs()));
            }
            if (e.serverLagS() >= 0) {
                add(server, name, Double.toString(e.serverLagS()));
            }
            if (e.rywChecks() > 0) {
                add(ryw, name, e.rywMisses() + "/" + e.rywChecks());
            }
        });
        for (StringBuilder column : List.of(tx, lag, server, ryw)) {
            b.append(',').append(CsvLines.field(column.toString()));
        }
    }

    private static void add(StringBuilder b, String name, String value) {
        b.append(b.length() == 0 ? "" : ";").append(name).append('=').append(value);
    }

    /** The endpoints of a row's last four fields, in an interval of {@code seconds}. */
    static Map<String, EndpointInterval> parse(List<String> f, double seconds) {
        Map<String, String> tx = pairs(f.get(0));
        Map<String, String> lag = pairs(f.get(1));
        Map<String, String> server = pairs(f.get(2));
        Map<String, String> ryw = pairs(f.get(3));
        Map<String, EndpointInterval> out = new LinkedHashMap<>();
        tx.forEach((name, n) -> {
            long events = Long.parseLong(n);
            String[] missed = ryw.getOrDefault(name, "0/0").split("/");
            out.put(name, new EndpointInterval(out.isEmpty() ? "writer" : "reader", events, StepResult.perSecond(events, seconds),
                    Double.parseDouble(lag.getOrDefault(name, "-1")), Double.parseDouble(server.getOrDefault(name, "-1")),
                    Long.parseLong(missed[1]), Long.parseLong(missed[0])));
        });
        return out;
    }

    private static Map<String, String> pairs(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        if (!text.isEmpty()) {
            for (String part : text.split(";")) {
                int eq = part.lastIndexOf('=');
                out.put(part.substring(0, eq), part.substring(eq + 1));
            }
        }
        return out;
    }
}
