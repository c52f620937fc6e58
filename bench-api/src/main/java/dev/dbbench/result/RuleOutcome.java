package dev.dbbench.result;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Locale;

/**
 * One rule and how the run met it: broken when any step or window broke it, else unclear when any was unclear, else
 * passed. A rule that matched no step (its scope named a thread count or target that did not run) is unclear.
 *
 * @param rule     the rule as given ({@code threads=64:tps>1000})
 * @param verdict  the worst verdict over the steps or windows it was judged on
 * @param judged   how many steps or windows it was judged on
 * @param unit     the unit of the measured values: {@code ms}, {@code /s}, {@code %} or empty for a count
 * @param findings the steps or windows that did not pass, in the order they ran
 */
public record RuleOutcome(String rule, RuleVerdict verdict, int judged, String unit, List<Finding> findings) {
    /**
     * Copies the findings.
     *
     * @param rule     the rule as given ({@code threads=64:tps>1000})
     * @param verdict  the worst verdict over the steps or windows it was judged on
     * @param judged   how many steps or windows it was judged on
     * @param unit     the unit of the measured values: {@code ms}, {@code /s}, {@code %} or empty for a count
     * @param findings the steps or windows that did not pass, in the order they ran
     */
    public RuleOutcome {
        findings = List.copyOf(findings);
    }

    /**
     * One line for a console, naming every step that did not pass.
     *
     * @return e.g. {@code broken   tps>1000: mariadb, 64 threads 812.4 /s (790.1 … 830.2)}
     */
    public String line() {
        String head = String.format(Locale.ROOT, "%-8s %s", verdict.json(), rule);
        if (judged == 0) {
            return head + ": " + notPassed();
        }
        if (findings.isEmpty()) {
            return head + (judged == 1 ? "" : " (" + judged + " steps or windows)");
        }
        return head + ": " + notPassed() + (verdict == RuleVerdict.UNCLEAR ? " (the 95 % interval holds the limit)" : "");
    }

    /**
     * The steps or windows that did not pass, each with its value and interval.
     *
     * @return e.g. {@code mariadb, 64 threads 812.4 /s (790.1 … 830.2)}; empty when every one passed
     */
    public String notPassed() {
        if (judged == 0) {
            return "no step or window matched the rule";
        }
        StringBuilder b = new StringBuilder();
        for (Finding f : findings) {
            b.append(b.length() == 0 ? "" : "; ").append(f.where()).append(' ').append(value(f));
            if (f.verdict() != verdict) {
                b.append(' ').append(f.verdict().json());
            }
        }
        return b.toString();
    }

    private String value(Finding f) {
        String u = unit.isEmpty() ? "" : unit.equals("%") ? "%" : " " + unit;
        String v = number(f.measured().value()) + u;
        if (f.measured().hasInterval()) {
            v += " (" + number(f.measured().low().getAsDouble()) + " … " + number(f.measured().high().getAsDouble()) + ")";
        }
        return v;
    }

    /** Four significant digits at most, no trailing zeros: {@code 812.4}, {@code 0.1}, {@code 12000}. */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return new BigDecimal(v).round(new MathContext(4)).stripTrailingZeros().toPlainString();
    }
}
