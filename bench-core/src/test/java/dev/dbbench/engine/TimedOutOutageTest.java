package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.Outage;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A server that stops answering is away from its last answer on: an outage that a statement's read timeout reveals
 * begins a timeout before the timeout fires, not when it fires.
 */
class TimedOutOutageTest {

    @Test
    void aJdbcReadTimeoutOpensTheOutageWhenTheStatementWasSent() throws Exception {
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(ScriptedWorkload.of(Script.once(20, Action.timedOut(400))),
                    spec().threads(1).rate(200).warmup(0).time(1_200), Duration.ofMillis(400));

            Outage outage = step.outages().get(0);
            assertThat(step.outages()).hasSize(1);
            assertThat(outage.downtimeSeconds()).as("silent for the 0.4 s timeout, then back at once").isBetween(0.39, 0.9);
            assertThat(Duration.between(outage.firstFailure(), outage.recovered()).toMillis()).isBetween(390L, 900L);
        }
    }
}
