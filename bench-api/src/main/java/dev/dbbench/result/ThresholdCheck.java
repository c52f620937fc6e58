package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * A run's threshold rules and how it met them: {@code summary.thresholds} in {@code result.json}.
 *
 * @param strict whether an unclear rule fails the run ({@code --threshold-strict}); by default only a broken one does
 * @param rules  each rule with its verdict, in the order given
 */
@JsonIgnoreProperties(value = "failed", allowGetters = true)
public record ThresholdCheck(boolean strict, List<RuleOutcome> rules) {
    /**
     * Copies the rules.
     *
     * @param strict whether an unclear rule fails the run ({@code --threshold-strict}); by default only a broken
     *               one does
     * @param rules  each rule with its verdict, in the order given
     */
    public ThresholdCheck {
        rules = List.copyOf(rules);
    }

    /**
     * Whether the run failed its rules: what makes the command exit with its own code.
     *
     * @return true when a rule is broken, or unclear under {@code strict}
     */
    @JsonProperty("failed")
    public boolean failed() {
        return rules.stream().anyMatch(r -> r.verdict() == RuleVerdict.BROKEN || strict && r.verdict() == RuleVerdict.UNCLEAR);
    }
}
