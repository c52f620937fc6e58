package dev.dbbench.result;


/**
 * One step or window that did not pass a rule.
 *
 * @param where    the step ({@code mariadb, 64 threads}) or the stability window ({@code window 1h-2h})
 * @param verdict  {@code broken} or {@code unclear}
 * @param measured the value the rule was judged on, in the unit of {@link RuleOutcome#unit()}, with its interval
 *                 where the result has one
 */
public record Finding(String where, RuleVerdict verdict, Estimate measured) {
}
