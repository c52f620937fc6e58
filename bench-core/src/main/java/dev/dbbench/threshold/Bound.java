package dev.dbbench.threshold;

import dev.dbbench.result.Estimate;
import dev.dbbench.result.RuleVerdict;
import java.util.Arrays;
import java.util.Optional;

/**
 * The comparison of a rule: the side of the limit a measured value must be on. Judged on a value's 95 % interval:
 * passed when the whole interval is on the allowed side, broken when the whole interval is on the other, unclear when
 * it holds the limit. {@code ==} is judged on the value alone.
 */
public enum Bound {
    LE("<="),
    GE(">="),
    EQ("=="),
    LT("<"),
    GT(">");

    private final String symbol;

    Bound(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /** The bound written {@code symbol}; empty for another. */
    public static Optional<Bound> of(String symbol) {
        return Arrays.stream(values()).filter(b -> b.symbol.equals(symbol)).findFirst();
    }

    /** Whether {@code v} is on the allowed side of {@code limit}. */
    public boolean allows(double v, double limit) {
        return switch (this) {
            case LE -> v <= limit;
            case GE -> v >= limit;
            case EQ -> v == limit;
            case LT -> v < limit;
            case GT -> v > limit;
        };
    }

    /** How {@code e} stands against {@code limit}: on its interval where it has one and the bound is not {@code ==}. */
    public RuleVerdict judge(Estimate e, double limit) {
        if (!e.hasInterval() || this == EQ) {
            return allows(e.value(), limit) ? RuleVerdict.PASSED : RuleVerdict.BROKEN;
        }
        boolean lowOk = allows(e.low().getAsDouble(), limit);
        boolean highOk = allows(e.high().getAsDouble(), limit);
        if (lowOk && highOk) {
            return RuleVerdict.PASSED;
        }
        return lowOk || highOk ? RuleVerdict.UNCLEAR : RuleVerdict.BROKEN;
    }
}
