package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.time.Clock;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * A shard whose thread wakes up after the agreed start keeps the agreed interval grid: its step's clock counts from the
 * agreed start, so its intervals end on the same instants as every other shard's.
 */
class AgreedStartTest {

    @Test
    void aLateWakeUpShortensTheFirstIntervalAndKeepsTheGrid() throws Exception {
        long[] agreedAtMillis = new long[1];
        StartGate late = new StartGate() {
            private long agreed;

            @Override
            public Optional<String> await(StepLabel label, int threads, StopSignal stop) {
                // As if this thread woke up 60 ms after the start every shard agreed on.
                agreed = System.nanoTime() - 60_000_000L;
                agreedAtMillis[0] = System.currentTimeMillis() - 60;
                return Optional.empty();
            }

            @Override
            public OptionalLong agreedStart() {
                return OptionalLong.of(agreed);
            }
        };
        try (FakeRun run = new FakeRun()) {
            run.run(ScriptedWorkload.of(Script.succeed()), spec().rate(1000).time(500), new Shard(0, 1, Clock.systemUTC(), late));
            IntervalResult first = run.intervals().all().get(0);
            assertThat((double) first.epochMillis()).as("the first interval ends one interval after the agreed start")
                    .isCloseTo(agreedAtMillis[0] + 100, within(30.0));
            assertThat(first.elapsedSeconds()).isCloseTo(0.1, within(0.03));
        }
    }
}
