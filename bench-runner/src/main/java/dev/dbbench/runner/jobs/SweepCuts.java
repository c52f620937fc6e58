package dev.dbbench.runner.jobs;

import dev.dbbench.result.StepResult;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Which steps of a sweep each target still runs after its stop rules fired. A rule that fires at a thread count
 * cuts the counts after it from this and every later repeat, but the counts up to it run in every repeat: the
 * saturation curve keeps all its points and each of them its {@code --repeats} samples, never one sample each for
 * the points before the cut. A failed step ends its target's sweep.
 */
final class SweepCuts {
    private final Sweep.Plan plan;
    /** Per target, the index in the thread list of the last count it runs; absent while no rule fired. */
    private final Map<String, Integer> last = new HashMap<>();
    /** Per target, the best TPS of the current repeat: a repeat is judged on its own, as the first one was. */
    private final Map<String, Double> bestTps = new HashMap<>();

    SweepCuts(Sweep.Plan plan) {
        this.plan = plan;
    }

    void newRepeat() {
        bestTps.clear();
    }

    /** Whether {@code target} runs the thread count at {@code index} of the list. */
    boolean runs(String target, int index) {
        return index <= last.getOrDefault(target, Integer.MAX_VALUE);
    }

    void failed(String target) {
        last.put(target, -1);
    }

    /**
     * Checks the rules on {@code step}, the last iteration of the count at {@code index}; returns why the sweep of
     * {@code target} is cut here when a rule fired that cuts more than was cut already.
     */
    Optional<String> check(String target, int index, StepResult step) {
        double best = bestTps.getOrDefault(target, 0.0);
        bestTps.put(target, Math.max(best, step.tps()));
        Optional<String> reason = plan.stopRules().check(step, best);
        if (reason.isEmpty() || index >= last.getOrDefault(target, Integer.MAX_VALUE)) {
            return Optional.empty();
        }
        last.put(target, index);
        return reason;
    }

    /** What a rule that fired at {@code index} leaves out, said aloud. */
    String skipping(int index) {
        List<Integer> later = plan.threads().subList(index + 1, plan.threads().size());
        if (later.isEmpty()) {
            return "; it had no thread count left to skip";
        }
        return "; skipping threads " + later.stream().map(String::valueOf).collect(Collectors.joining(", "))
                + (plan.repeats() > 1 ? " in this and later repeats" : "");
    }
}
