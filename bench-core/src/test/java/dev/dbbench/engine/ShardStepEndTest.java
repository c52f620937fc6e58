package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A shard's step ends on the dot of its time limit, as it starts on the agreed second: the events still in flight then
 * do not stretch its last interval, which would end each shard's step at a different time. Its intervals also say how
 * many workers the shard ran, not the whole step's. The events in flight still finish, uninterrupted.
 */
class ShardStepEndTest {

    @Test
    void aShardsLastIntervalEndsAtTheTimeLimitWhateverIsInFlight() throws Exception {
        try (FakeRun run = new FakeRun()) {
            Shard half = new Shard(1, 2, java.time.Clock.systemUTC(), StartGate.NOW);
            StepResult step = run.run(ScriptedWorkload.of(Script.from(0, Action.sleep(400))), spec().threads(4).warmup(0).time(1_000)
                    .interval(250), half);

            List<IntervalResult> measured = run.intervals().measured();
            assertThat(measured).allSatisfy(i -> assertThat(i.workers()).as("this shard's own workers").isEqualTo(2))
                    .allSatisfy(i -> assertThat(i.threads()).as("the step's").isEqualTo(4));
            assertThat(measured.get(measured.size() - 1).elapsedSeconds()).as("not 1.2 s, when the events in flight ended")
                    .isBetween(0.99, 1.06);
            assertThat(step.durationSeconds()).isBetween(0.99, 1.06);
            assertThat(step.status().failed()).as("the events in flight finish, not interrupted: %s", step.status()).isFalse();
        }
    }

    @Test
    void onOneClientTheLastIntervalStillTakesTheEventsInFlight() throws Exception {
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(ScriptedWorkload.of(Script.from(0, Action.sleep(400))), spec().threads(2).warmup(0).time(1_000)
                    .interval(250));

            assertThat(step.durationSeconds()).isGreaterThan(1.15);
            assertThat(run.intervals().measured()).allSatisfy(i -> assertThat(i.workers()).isEqualTo(2));
        }
    }
}
