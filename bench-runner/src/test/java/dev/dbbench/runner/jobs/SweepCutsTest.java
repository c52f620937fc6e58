package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.StepResult;
import dev.dbbench.sweep.StopRules;
import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SweepCutsTest {
    private static final List<Integer> THREADS = List.of(1, 2, 4, 8);

    private static SweepCuts cuts(int repeats) {
        return new SweepCuts(new Sweep.Plan(THREADS, repeats, 1, Duration.ZERO, new StopRules(10, 0, 0)));
    }

    private static StepResult tps(double tps) {
        return SweepSummaryTest.step("db", 1, 1, tps, 1.0, 1, "ok");
    }

    private static List<Integer> runs(SweepCuts cuts) {
        return IntStream.range(0, THREADS.size()).filter(i -> cuts.runs("db", i)).mapToObj(THREADS::get).toList();
    }

    /**
     * With --repeats 3 and a rule that fires in repeat 1, no thread count is left with one sample: the counts up to
     * the one where the rule fired run in every repeat; those after it in none.
     */
    @Test
    void aRuleCutsTheCountsAfterItFromEveryRepeatButKeepsTheOnesBefore() {
        SweepCuts cuts = cuts(3);
        assertThat(cuts.check("db", 0, tps(1000))).isEmpty();
        assertThat(cuts.check("db", 1, tps(1500))).isEmpty();
        assertThat(cuts.check("db", 2, tps(1200))).get().asString().contains("below the best 1500.00");
        assertThat(runs(cuts)).containsExactly(1, 2, 4);

        cuts.newRepeat();
        assertThat(cuts.check("db", 0, tps(1000))).as("a repeat is judged against its own best, not repeat 1's").isEmpty();
        assertThat(cuts.check("db", 1, tps(1500))).isEmpty();
        assertThat(cuts.check("db", 2, tps(1100))).as("the cut is where it was: nothing new to say").isEmpty();
        assertThat(runs(cuts)).containsExactly(1, 2, 4);
        assertThat(cuts.runs("other", 3)).as("each target has its own cut").isTrue();
    }

    @Test
    void aLaterRepeatCanCutEarlierButNeverWidens() {
        SweepCuts cuts = cuts(2);
        cuts.check("db", 0, tps(1000));
        cuts.check("db", 1, tps(500));
        assertThat(runs(cuts)).containsExactly(1, 2);
        cuts.newRepeat();
        cuts.check("db", 0, tps(1000));
        assertThat(cuts.check("db", 1, tps(2000))).isEmpty();
        assertThat(runs(cuts)).containsExactly(1, 2);
    }

    @Test
    void aFailedStepEndsTheTargetsSweep() {
        SweepCuts cuts = cuts(2);
        cuts.failed("db");
        assertThat(runs(cuts)).isEmpty();
    }

    @Test
    void saysWhatItSkips() {
        assertThat(cuts(3).skipping(1)).isEqualTo("; skipping threads 4, 8 in this and later repeats");
        assertThat(cuts(1).skipping(1)).isEqualTo("; skipping threads 4, 8");
        assertThat(cuts(3).skipping(3)).isEqualTo("; it had no thread count left to skip");
    }
}
