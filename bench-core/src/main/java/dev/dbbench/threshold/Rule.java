package dev.dbbench.threshold;

import dev.dbbench.result.Finding;
import dev.dbbench.result.RuleOutcome;
import dev.dbbench.result.RuleVerdict;
import dev.dbbench.spi.UsageException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One threshold rule: a metric, a bound and a limit, applied to every measured step (or stability window) unless
 * scoped to a thread count or a target ({@code threads=64,target=mariadb:tps>1000}).
 *
 * @param text    the rule as given, for messages and the result
 * @param threads the thread count it is scoped to; empty for every step
 * @param target  the target it is scoped to: a step's target name, or that name followed by its swept params; empty for every target
 * @param metric  what it bounds
 * @param bound   the side of the limit a value must be on
 * @param limit   the limit in the metric's unit ({@link Metric.Unit}): ms, per second, percent or a count
 */
public record Rule(String text, OptionalInt threads, Optional<String> target, Metric metric, Bound bound, double limit) {
    /** The forms accepted, for every message about a bad rule. */
    public static final String FORMS = "write METRIC OP LIMIT such as p95<20ms, p99<=0.1s, avg<5ms, tps>1000, qps>=5000, "
            + "error_rate<0.1%, errors==0, optionally scoped as threads=64:tps>1000 or target=NAME:p95<20ms "
            + "(metrics: " + Metric.names() + "; operators: <, <=, >, >=, ==)";

    private static final Pattern RULE = Pattern.compile("([a-z_][a-z_0-9]*|p\\(\\d+\\))\\s*(<=|>=|==|<|>)\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([a-zµ%]*)");

    /** Parses {@code text}; a bad rule is a {@link UsageException} naming it and the forms accepted. */
    public static Rule parse(String text) {
        String t = text.strip();
        int colon = t.lastIndexOf(':');
        OptionalInt threads = OptionalInt.empty();
        Optional<String> target = Optional.empty();
        if (colon >= 0) {
            for (String part : t.substring(0, colon).split(",")) {
                String[] kv = part.strip().split("=", 2);
                String key = kv[0].strip().toLowerCase(Locale.ROOT);
                if (kv.length != 2 || kv[1].isBlank() || !(key.equals("threads") || key.equals("target"))) {
                    throw bad(text, "the scope \"" + part.strip() + "\" is not threads=N or target=NAME");
                }
                if (key.equals("threads")) {
                    threads = OptionalInt.of(count(text, kv[1].strip()));
                } else {
                    target = Optional.of(kv[1].strip());
                }
            }
        }
        Matcher m = RULE.matcher(t.substring(colon + 1).strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw bad(text, "not a rule");
        }
        Metric metric = Metric.named(m.group(1)).orElseThrow(() -> bad(text, "no metric \"" + m.group(1) + "\""));
        Bound bound = Bound.of(m.group(2)).orElseThrow();
        return new Rule(text.strip(), threads, target, metric, bound, limit(text, metric, Double.parseDouble(m.group(3)), m.group(4)));
    }

    /** The limit in the metric's own unit, from the number and the unit written after it. */
    private static double limit(String text, Metric metric, double number, String unit) {
        return switch (metric.unit()) {
            case LATENCY -> switch (unit) {
                case "", "ms" -> number;
                case "s" -> number * 1000;
                case "us", "µs" -> number / 1000;
                default -> throw bad(text, "a latency is in us, ms or s, not \"" + unit + "\"");
            };
            case PERCENT -> {
                if (!unit.equals("%")) {
                    throw bad(text, metric.id() + " is a percentage, written with %, such as error_rate<0.1%");
                }
                yield number;
            }
            case RATE, COUNT -> {
                if (!unit.isEmpty()) {
                    throw bad(text, metric.id() + " takes a plain number, not \"" + unit + "\"");
                }
                yield number;
            }
        };
    }

    private static int count(String text, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // refused below with the forms
        }
        throw bad(text, "threads= takes a thread count such as threads=64, not \"" + value + "\"");
    }

    private static UsageException bad(String text, String why) {
        return new UsageException("bad threshold \"" + text + "\": " + why + "; " + FORMS);
    }

    /** Whether the rule applies to {@code m}: every one unless scoped to other threads or another target. */
    public boolean appliesTo(Measured m) {
        return (threads.isEmpty() || threads.getAsInt() == m.threads())
                && target.map(t -> m.target().equals(t) || m.target().startsWith(t + " ")).orElse(true);
    }

    /** This rule judged on every step or window of {@code measured} it applies to. */
    public RuleOutcome judge(List<Measured> measured) {
        RuleVerdict worst = RuleVerdict.PASSED;
        int judged = 0;
        List<Finding> findings = new ArrayList<>();
        for (Measured m : measured) {
            if (!appliesTo(m)) {
                continue;
            }
            judged++;
            RuleVerdict v = bound.judge(m.value(metric), limit);
            worst = worst.worst(v);
            if (v != RuleVerdict.PASSED) {
                findings.add(new Finding(m.where(), v, m.value(metric)));
            }
        }
        return new RuleOutcome(text, judged == 0 ? RuleVerdict.UNCLEAR : worst, judged, metric.unit().symbol(), findings);
    }
}
