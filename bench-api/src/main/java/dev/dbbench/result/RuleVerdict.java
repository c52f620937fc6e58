package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * How a measured value stands against a rule's limit, judged on its 95 % interval where it has one: a value without
 * an interval is judged as a point. The order is from best to worst, so that a rule over several steps takes the worst.
 */
public enum RuleVerdict {
    /** The whole interval is on the allowed side of the limit. */
    PASSED,
    /** The interval holds the limit: the measurement cannot say which side the true value is on. */
    UNCLEAR,
    /** The whole interval is on the wrong side of the limit. */
    BROKEN;

    /**
     * The name {@code result.json} uses.
     *
     * @return the name in lower case
     */
    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads the name {@code result.json} uses.
     *
     * @param text the name, in any case
     * @return the verdict
     * @throws IllegalArgumentException when no verdict has that name
     */
    @JsonCreator
    public static RuleVerdict of(String text) {
        return valueOf(text.toUpperCase(Locale.ROOT));
    }

    /**
     * The worse of this verdict and {@code other}.
     *
     * @param other another verdict
     * @return the later of the two in declaration order
     */
    public RuleVerdict worst(RuleVerdict other) {
        return compareTo(other) >= 0 ? this : other;
    }
}
