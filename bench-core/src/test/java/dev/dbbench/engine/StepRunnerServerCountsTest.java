package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.ServerCounts;
import dev.dbbench.result.StepResult;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The server's counters, read on a connection of their own at the edges of the measured window. */
class StepRunnerServerCountsTest {
    /** One COMMIT statement per event, and nothing else: the server's commits are the events, as is its own counter. */
    private static final ScriptedWorkload ONE_COMMIT = ScriptedWorkload.of(Script.succeed()).withQueries(0, 0, 1)
            .withServerCounter();

    @Test
    void withoutWarmupTheServersCountIsExactlyTheClients() throws Exception {
        try (FakeRun run = new FakeRun(true)) {
            StepResult step = run.run(ONE_COMMIT, spec().threads(3).warmup(0).time(400));

            ServerCounts server = step.server().orElseThrow();
            assertThat(step.transactions()).isPositive();
            assertThat(server.transactions()).containsEntry("commits", step.transactions()).containsEntry("rollbacks", 0L);
            assertThat(server.workload()).containsEntry("succeeded", step.transactions());
            assertThat(server.seconds()).isEqualTo(step.durationSeconds());
            assertThat(server.transactionsPerMinute()).isEqualTo(server.perMinute(step.transactions()));
        }
    }

    @Test
    void theWarmupsCommitsAreLeftOut() throws Exception {
        try (FakeRun run = new FakeRun(true)) {
            // Events of a millisecond: about one per worker ends for each millisecond the first read takes.
            ScriptedWorkload workload = ScriptedWorkload.of((attempt, worker) -> Action.sleep(1)).withQueries(0, 0, 1)
                    .withServerCounter();
            StepResult step = run.run(workload, spec().threads(2).warmup(300).time(400));

            long commits = step.server().orElseThrow().transactions().get("commits");
            // Events that end between the warm-up's last snapshot and the first read count on one side only: a few of a
            // millisecond each, as many as the read is late, where the warm-up's 300 ms hold hundreds.
            assertThat(commits).isBetween(step.transactions() - 10, step.transactions() + 10);
            assertThat(run.server().commits()).isGreaterThan(step.transactions() + 100);
        }
    }

    @Test
    void theWorkloadsCountersAndTheTargetsAreReadTogether() throws Exception {
        try (FakeRun run = new FakeRun(true)) {
            StepResult step = run.run(ONE_COMMIT, spec().threads(2).warmup(0).time(300));

            ServerCounts server = step.server().orElseThrow();
            assertThat(server.workload()).containsExactly(Map.entry("succeeded", step.transactions()));
            assertThat(server.transactions()).containsEntry("commits", step.transactions());
        }
    }

    @Test
    void aWorkloadsCounterIsReadOnATargetWithoutAny() throws Exception {
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(ONE_COMMIT, spec().threads(2).warmup(0).time(300));

            assertThat(step.server().orElseThrow().workload()).containsEntry("succeeded", step.transactions());
            assertThat(step.server().orElseThrow().transactions()).isEmpty();
            assertThat(run.server().opened()).as("the workers' and the counters' own").isEqualTo(3);
        }
    }

    /** The target's counters serve the workloads that read their own, such as TPC-C: a sysbench step opens nothing more. */
    @Test
    void aWorkloadWithoutCountersReadsNothingAndOpensNoConnectionForThem() throws Exception {
        try (FakeRun run = new FakeRun(true)) {
            StepResult step = run.run(ScriptedWorkload.of(Script.succeed()), spec().threads(2).warmup(0).time(200));

            assertThat(step.server()).isEmpty();
            assertThat(run.server().opened()).isEqualTo(2);
        }
    }
}
