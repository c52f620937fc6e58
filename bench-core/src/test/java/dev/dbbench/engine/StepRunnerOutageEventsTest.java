package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Listeners hear of an outage while it lasts, so a run killed during one still has its start on disk; an outage that
 * began in the warm-up says so.
 */
class StepRunnerOutageEventsTest {

    @Test
    void theStartIsHeardDuringTheOutageAndTheEndWithTheWindow() throws Exception {
        List<String> heard = new CopyOnWriteArrayList<>();
        IntervalListener listener = new IntervalListener() {
            @Override
            public void onInterval(IntervalResult interval, Histogram latency) {
                heard.add("interval");
            }

            @Override
            public void onOutageStart(Instant firstFailure, String instanceBefore) {
                heard.add("start " + firstFailure);
            }

            @Override
            public void onOutageEnd(Outage window) {
                heard.add("end " + window.firstFailure());
            }
        };
        try (FakeRun run = new FakeRun()) {
            Script crash = Script.once(100, Action.connectionLost())
                    .beforeAttempt(100, () -> run.server().crash(Duration.ofMillis(1_500), true));
            StepResult step = run.run(ScriptedWorkload.of(crash), spec().threads(2).rate(1000).time(3_000).interval(500),
                    new StopSignal(), listener);

            assertThat(step.outages()).hasSize(1);
            Instant first = step.outages().get(0).firstFailure();
            int start = heard.indexOf("start " + first);
            int end = heard.indexOf("end " + first);
            assertThat(start).as("start heard").isNotNegative();
            assertThat(end).as("end heard after the start").isGreaterThan(start);
            assertThat(heard.subList(start, end)).as("intervals closed while the server was away")
                    .filteredOn("interval"::equals).hasSizeGreaterThanOrEqualTo(2);
            assertThat(heard).filteredOn(h -> h.startsWith("start")).hasSize(1);
            assertThat(heard).filteredOn(h -> h.startsWith("end")).hasSize(1);
        }
    }

    @Test
    void anOutageThatBeganInTheWarmUpIsMarkedAndItsLossesAreTheWarmUpsOnly() throws Exception {
        try (FakeRun run = new FakeRun()) {
            Script crashes = ((Script) (attempt, worker) -> attempt == 100 || attempt == 1_800 ? Action.connectionLost() : Action.SUCCEED)
                    .beforeAttempt(100, () -> run.server().crash(Duration.ofMillis(200), false))
                    .beforeAttempt(1_800, () -> run.server().crash(Duration.ofMillis(200), false));
            StepResult step = run.run(ScriptedWorkload.of(crashes), spec().threads(2).rate(1000).warmup(1_000).time(1_500)
                    .interval(250));

            assertThat(step.outages()).extracting(Outage::warmup).containsExactly(true, false);
            long warmupReconnects = run.intervals().warmup().stream().mapToLong(IntervalResult::reconnects).sum();
            long measuredReconnects = run.intervals().measured().stream().mapToLong(IntervalResult::reconnects).sum();
            assertThat(warmupReconnects).as("the warm-up's reconnects").isPositive();
            assertThat(step.reconnects()).as("the step counts the measured reconnects only").isEqualTo(measuredReconnects);
        }
    }
}
