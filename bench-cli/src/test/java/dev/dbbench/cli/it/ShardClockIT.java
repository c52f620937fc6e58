package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.dbbench.engine.RunSpec;
import dev.dbbench.engine.StepLabel;
import dev.dbbench.engine.StepRunner;
import dev.dbbench.engine.StopSignal;
import dev.dbbench.engine.jdbc.JdbcCrew;
import dev.dbbench.engine.jdbc.WorkerThreads;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.shard.Coordinator;
import dev.dbbench.shard.ShardPlan;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.Target;
import dev.dbbench.store.HlogTags;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.ScriptedWorkload;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two shards whose wall clocks disagree by seven seconds still start their steps together and close their intervals
 * on the same instants of the server's clock: the offset is injected through the clock the engine stamps intervals by.
 */
class ShardClockIT {
    private static final Duration SKEW = Duration.ofSeconds(7);

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void aShardWhoseClockIsSevenSecondsOffStillLinesUp(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        String clockQuery = ServiceLoader.load(Target.class).stream().map(ServiceLoader.Provider::get)
                .filter(t -> t.id().equals(kind == Kind.POSTGRES ? "postgresql" : "mysql")).findFirst().orElseThrow().inspector().clockQuery();
        String run = "skew-" + Long.toString(System.nanoTime(), 36);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<List<IntervalResult>> straight = pool.submit(() -> shard(s, clockQuery, run, 0, Clock.systemUTC()));
            Future<List<IntervalResult>> skewed = pool.submit(() -> shard(s, clockQuery, run, 1, Clock.offset(Clock.systemUTC(), SKEW)));
            Map<String, Long> ends = new HashMap<>();
            straight.get().forEach(i -> ends.put(HlogTags.of(i), i.epochMillis()));
            List<IntervalResult> other = skewed.get();
            assertThat(other).hasSize(ends.size());
            for (IntervalResult i : other) {
                // A step's last interval also waits for the events in flight at its end.
                long tolerance = !i.warmup() && i.index() == 4 ? 400 : 40;
                assertThat((double) i.epochMillis()).as(HlogTags.of(i)).isCloseTo(ends.get(HlogTags.of(i)), within((double) tolerance));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** One shard of two running two steps of 2 workers on a fake server, its intervals stamped by the shard's clock. */
    private static List<IntervalResult> shard(TestServers.Server s, String clockQuery, String run, int index, Clock local) throws Exception {
        ShardPlan plan = new ShardPlan(run, index, 2, "host-" + index, Duration.ofSeconds(1), Duration.ofMillis(50), Duration.ofSeconds(60));
        try (Coordinator coordinator = Coordinator.register(plan, s.connect(s.database()), clockQuery, local, "same settings");
             FakeRun fake = new FakeRun()) {
            if (index == 1) {
                assertThat(coordinator.estimate().offsetMillis()).as("the server's clock seen from the skewed shard")
                        .isCloseTo(-SKEW.toMillis(), within(1000.0));
            }
            StepRunner runner = new StepRunner(fake.target(), PsMode.AUTO, fake.connections().factory(),
                    new JdbcCrew(fake.connections(), WorkerThreads.platform()), coordinator.shard());
            ScriptedWorkload work = ScriptedWorkload.of((attempt, worker) -> Action.sleep(2));
            for (int repeat = 1; repeat <= 2; repeat++) {
                RunSpec spec = new RunSpec(2, Duration.ofSeconds(2), 0, Duration.ofMillis(500), Duration.ofMillis(500), Duration.ofMillis(500),
                        0, Set.of(), 0);
                StepStatus status = runner.run(work, spec, new StepLabel("fake", repeat, 1), fake.intervals(), new StopSignal()).status();
                assertThat(status.failed()).as("shard %d, step %d: %s", index, repeat, status).isFalse();
            }
            coordinator.finish(java.util.Optional.empty());
            return fake.intervals().all();
        }
    }
}
