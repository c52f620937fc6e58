package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.ThresholdCheck;
import java.util.List;
import java.util.Optional;

/** The run's threshold rules with their verdicts, when it had any: one row per rule. */
public final class ThresholdTable {
    private ThresholdTable() {
    }

    public static Optional<Table> of(RunResult result) {
        Optional<ThresholdCheck> check = result.summary().thresholds();
        if (check.isEmpty() || check.get().rules().isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> rows = check.get().rules().stream().map(r -> List.of(r.rule(), r.verdict().json(),
                Integer.toString(r.judged()), r.notPassed().isEmpty() ? Fmt.ABSENT : r.notPassed())).toList();
        String gate = check.get().failed() ? "The run failed its thresholds (exit code 99)." : "The run met its thresholds.";
        return Optional.of(new Table("Thresholds", List.of("rule", "verdict", "steps or windows", "not passed (value, 95 % interval)"),
                rows, List.of(gate + " A rule is broken when the whole 95 % interval is on the wrong side of its limit, unclear when "
                        + "the interval holds the limit" + (check.get().strict() ? " (which fails the run under --threshold-strict)." : "."))));
    }

}
