package dev.dbbench.engine;

import static dev.dbbench.engine.StepRunnerCountsTest.sum;
import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.Outage;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeConnection;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.FakeTarget;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the engine does with ignorable errors, fatal errors and lost connections. */
class StepRunnerErrorsTest {

    @Test
    void ignorableErrorIsCountedRolledBackAndTheRunGoesOn() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of(Script.every(5, Action.error(1213)));
            StepResult step = run.run(workload, spec().threads(2).time(400));

            List<IntervalResult> measured = run.intervals().measured();
            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(step.ignoredErrors()).isPositive().isEqualTo(step.errors());
            assertThat(step.errorsByCode()).isEqualTo(Map.of(FakeTarget.DEADLOCK, step.ignoredErrors()));
            assertThat(step.ignoredErrors()).isEqualTo(sum(measured, IntervalResult::ignoredErrors));
            assertThat(step.transactions() + step.ignoredErrors()).isEqualTo(workload.attempts());
            assertThat(run.server().rollbacks()).as("recover rolled back each failed attempt").isEqualTo(step.ignoredErrors());
            assertThat(step.reconnects()).isZero();
            assertThat(measured.get(measured.size() - 1).transactions()).as("still running at the end").isPositive();
        }
    }

    @Test
    void restartedEventKeepsItsStartSoItsLatencyIncludesTheFailedAttempt() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of(Script.once(0, Action.error(1213).afterSleeping(200)));
            StepResult step = run.run(workload, spec().time(0).events(3));

            assertThat(step.transactions()).isEqualTo(3);
            assertThat(step.ignoredErrors()).isEqualTo(1);
            assertThat(step.latencyMs().max()).isGreaterThanOrEqualTo(199.0);
        }
    }

    @Test
    void errorNotIgnoredStopsTheStepNamingTheCodeAndTheFixAndKeepsFinishedIntervals() throws Exception {
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of(Script.from(350, Action.error(1146)));
            long began = System.nanoTime();
            StepResult step = run.run(workload, spec().rate(1000).time(5_000));

            assertThat(Duration.ofNanos(System.nanoTime() - began)).isLessThan(Duration.ofSeconds(2));
            assertThat(step.status().text()).startsWith("failed: ").contains("1146").contains("--ignore-errors 1146");
            assertThat(step.errors()).isEqualTo(1);
            assertThat(step.ignoredErrors()).isZero();
            assertThat(step.errorsByCode()).isEqualTo(Map.of("1146", 1L));
            List<IntervalResult> measured = run.intervals().measured();
            assertThat(measured).hasSizeGreaterThanOrEqualTo(3);
            assertThat(step.transactions()).isEqualTo(350).isEqualTo(sum(measured, IntervalResult::transactions));
        }
    }

    @Test
    void lostConnectionReconnectsThroughTheFactoryAndRecordsTheOutage() throws Exception {
        try (FakeRun run = new FakeRun()) {
            Script crashAt100 = Script.once(100, Action.connectionLost())
                    .beforeAttempt(100, () -> run.server().crash(Duration.ofMillis(300), true));
            ScriptedWorkload workload = ScriptedWorkload.of(crashAt100);
            StepResult step = run.run(workload, spec().threads(2).rate(1000).time(1_000));

            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(step.reconnects()).isEqualTo(2);
            assertThat(step.errors()).isEqualTo(2);
            assertThat(step.errorsByCode()).containsOnlyKeys("08S01", "08003");
            assertThat(run.server().refused()).as("retried while the server was down").isPositive();
            assertThat(run.server().opened()).isEqualTo(4);
            assertThat(workload.statesOpened()).isEqualTo(4);
            assertThat(workload.seedsOpened()).as("a rebuilt state does not replay the statements of the lost one")
                    .doesNotHaveDuplicates();
            for (int i = 0; i < 2; i++) {
                FakeConnection now = run.connections().get(i).unwrap(FakeConnection.class);
                assertThat(now.isClosed()).isFalse();
                assertThat(now.id()).as("worker %d holds a new connection", i).isGreaterThan(2);
            }
            assertThat(step.outages()).hasSize(1);
            Outage outage = step.outages().get(0);
            assertThat(outage.downtimeSeconds()).isGreaterThanOrEqualTo(0.29);
            assertThat(outage.recovered()).isAfter(outage.firstFailure());
            assertThat(outage.instanceBefore()).isEqualTo("node-1");
            assertThat(outage.instanceAfter()).isEqualTo("node-2");
            assertThat(sum(run.intervals().measured(), IntervalResult::reconnects)).isEqualTo(2);
            assertThat(run.intervals().measured().get(run.intervals().measured().size() - 1).instance()).isEqualTo("node-2");
            assertThat(step.transactions()).as("the run went on after the outage").isGreaterThan(500);
        }
    }
}
