package dev.dbbench.runner.jobs;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.RuleOutcome;
import dev.dbbench.result.ThresholdCheck;
import dev.dbbench.result.RuleVerdict;
import dev.dbbench.spi.UsageException;
import dev.dbbench.threshold.Rule;
import dev.dbbench.threshold.Thresholds;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The {@code --threshold} rules of a command: parsed before anything runs, judged on the finished result before it is
 * written, printed after the final block, and turned into exit code 99 when one is broken.
 */
public record ThresholdGate(Thresholds thresholds) {
    /** No rule: nothing is judged, printed or written. */
    public static final ThresholdGate NONE = new ThresholdGate(Thresholds.NONE);

    /** The rules given; a bad one is refused with the forms accepted (exit code 2). */
    public static ThresholdGate of(List<String> rules, boolean strict) {
        return new ThresholdGate(Thresholds.parse(rules, strict));
    }

    /**
     * Refuses rules on a shard: each shard measures only its share of a step, so its numbers are not the run's.
     */
    public void checkSharding(Sharding sharding) {
        if (sharding.sharded() && !thresholds.isEmpty()) {
            throw new UsageException("--threshold cannot be used with --shard: each shard measures only its share of a step; "
                    + "leave it out of the shards");
        }
    }

    /**
     * Refuses a rule scoped to a thread count that none of {@code planned} is: it would match no step, found out only
     * after the run.
     */
    public void checkThreads(List<Integer> planned) {
        for (Rule r : thresholds.rules()) {
            if (r.threads().isPresent() && !planned.contains(r.threads().getAsInt())) {
                throw new UsageException("threshold \"" + r.text() + "\" is for " + r.threads().getAsInt()
                        + " threads, which this run does not measure (threads: " + planned.stream().map(String::valueOf)
                        .collect(java.util.stream.Collectors.joining(",")) + "); scope it to one of those or add it to --threads");
            }
        }
    }

    /**
     * Refuses a rule scoped to a target that none of {@code names} is: it would match no step, found out only after the
     * run. A step of a swept parameter is named by its target's name followed by the parameter, so the name alone
     * scopes every such step.
     */
    public void checkTargets(List<String> names) {
        for (Rule r : thresholds.rules()) {
            String scoped = r.target().orElse(null);
            if (scoped != null && names.stream().noneMatch(n -> scoped.equals(n) || scoped.startsWith(n + " "))) {
                throw new UsageException("threshold \"" + r.text() + "\" is for target " + scoped + ", which this run does not measure "
                        + "(targets: " + String.join(",", names) + "); scope it to one of those by its --name");
            }
        }
    }

    /**
     * Every check before a run of one target at {@code threads} connects: the rules against the sharding, the thread
     * count and the target, and the thread count against the sharding.
     */
    public void checkOneStep(Sharding sharding, String target, int threads) {
        checkSharding(sharding);
        checkThreads(List.of(threads));
        checkTargets(List.of(target));
        sharding.checkThreads(List.of(threads));
    }

    /** {@code result}'s summary with the outcome of every rule; the summary unchanged without rules. */
    public UnaryOperator<RunSummary> judge(RunResult result) {
        if (thresholds.isEmpty()) {
            return UnaryOperator.identity();
        }
        ThresholdCheck check = thresholds.judge(result);
        return s -> s.withThresholds(check);
    }

    /**
     * Prints each rule with its outcome and returns the command's exit code: 99 when a rule failed and the command
     * would otherwise exit with 0; a run that failed or was stopped keeps its own code.
     */
    public static int report(RunResult result, int exitCode, PrintStream out, PrintStream err) {
        Optional<ThresholdCheck> check = result.summary().thresholds();
        if (check.isEmpty()) {
            return exitCode;
        }
        List<RuleOutcome> rules = check.get().rules();
        long broken = rules.stream().filter(r -> r.verdict() == RuleVerdict.BROKEN).count();
        long unclear = rules.stream().filter(r -> r.verdict() == RuleVerdict.UNCLEAR).count();
        out.println();
        out.println("Thresholds: " + (broken + unclear == 0 ? "all " + rules.size() + " passed"
                : broken + " broken, " + unclear + " unclear of " + rules.size()
                + (unclear > 0 ? (check.get().strict() ? " (unclear fails: --threshold-strict)" : " (unclear does not fail without --threshold-strict)") : "")));
        rules.forEach(r -> out.println("  " + r.line()));
        if (!check.get().failed()) {
            return exitCode;
        }
        rules.stream().filter(r -> r.verdict() == RuleVerdict.BROKEN || check.get().strict() && r.verdict() == RuleVerdict.UNCLEAR)
                .forEach(r -> err.println("error: threshold " + r.verdict().json() + ": " + r.rule()));
        return exitCode == ExitCode.OK ? ExitCode.THRESHOLD : exitCode;
    }
}
