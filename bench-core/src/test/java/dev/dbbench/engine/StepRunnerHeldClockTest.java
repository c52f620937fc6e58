package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The clock's thread held up for several intervals, here by a slow first read of the server's counters as measuring
 * starts (on a busy client it is held up as long waiting for a core): the workers end the intervals on time in its
 * place, each counting the events that ended in it.
 */
class StepRunnerHeldClockTest {
    private static final long INTERVAL_MILLIS = 250;
    private static final long HELD_MILLIS = 1_200;

    @Test
    void theWorkersEndTheIntervalsOnTimeWhileTheClockIsHeldUp() throws Exception {
        ScriptedWorkload workload = ScriptedWorkload.of(Script.succeed()).withSlowServerCounter(HELD_MILLIS);
        try (FakeRun run = new FakeRun(true)) {
            StepResult step = run.run(workload, spec().threads(2).warmup(INTERVAL_MILLIS).time(2_000)
                    .interval(INTERVAL_MILLIS));

            List<IntervalResult> measured = run.intervals().measured();
            assertThat(measured).hasSizeGreaterThanOrEqualTo(8);
            // The last one ends when the workers have stopped after the time limit.
            for (IntervalResult i : measured.subList(0, measured.size() - 1)) {
                assertThat(i.elapsedSeconds()).as("interval %d's end", i.index())
                        .isCloseTo(i.index() * INTERVAL_MILLIS / 1000.0, within(0.05));
                assertThat(i.late()).isFalse();
                assertThat(i.transactions()).isPositive();
            }
            assertThat(step.transactions()).isEqualTo(measured.stream().mapToLong(IntervalResult::transactions).sum());
        }
    }
}
