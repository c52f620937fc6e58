package dev.dbbench.cli.jobs.stability;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.LatencyMs;
import java.util.Locale;
import java.util.Map;

/** Builds one scrape in Prometheus' text format; every series carries the target's name as a label. */
final class PrometheusText {
    private final StringBuilder b = new StringBuilder(4096);
    private final String target;

    PrometheusText(String target) {
        this.target = "target=\"" + escape(target) + "\"";
    }

    void gauge(String name, String help, double value) {
        head(name, help, "gauge");
        sample(name, target, value);
    }

    void counter(String name, String help, double value) {
        head(name, help, "counter");
        sample(name, target, value);
    }

    void byCode(String name, String help, Map<String, Long> values) {
        head(name, help, "counter");
        values.forEach((code, n) -> sample(name, target + ",code=\"" + escape(code) + "\"", n));
    }

    void quantiles(String name, String help, IntervalResult i) {
        head(name, help, "gauge");
        LatencyMs l = i == null ? LatencyMs.empty() : i.latencyMs();
        double[][] q = {{0.5, l.p50()}, {0.9, l.p90()}, {0.95, l.p95()}, {0.99, l.p99()}, {0.999, l.p999()}, {1, l.max()}};
        for (double[] pair : q) {
            sample(name, target + ",quantile=\"" + number(pair[0]) + "\"", pair[1]);
        }
    }

    private void head(String name, String help, String type) {
        b.append("# HELP ").append(name).append(' ').append(help).append('\n');
        b.append("# TYPE ").append(name).append(' ').append(type).append('\n');
    }

    private void sample(String name, String labels, double value) {
        b.append(name).append('{').append(labels).append("} ").append(number(value)).append('\n');
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%s", v);
    }

    /** Label values escape backslash, double quote and line feed, as the format requires. */
    static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }

    @Override
    public String toString() {
        return b.toString();
    }
}
