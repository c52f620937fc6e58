package dev.dbbench.engine.jdbc;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.engine.IntervalListener;
import dev.dbbench.engine.jdbc.WorkerThreads.Policy;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.spi.UsageException;
import dev.dbbench.testing.Action;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.Script;
import dev.dbbench.testing.ScriptedWorkload;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class WorkerThreadsTest {

    @Test
    void autoGoesVirtualAboveFourWorkersPerCoreOnlyWhereCarriersAreNotPinned() {
        WorkerThreads java25 = new WorkerThreads(Policy.AUTO, 2, 25);
        assertThat(java25.virtualFor(8)).isFalse();
        assertThat(java25.virtualFor(9)).isTrue();
        assertThat(java25.describe()).isEqualTo("auto: platform up to 8 workers, virtual above");
        assertThat(new WorkerThreads(Policy.AUTO, 16, 25).virtualFor(64)).isFalse();
        WorkerThreads java21 = new WorkerThreads(Policy.AUTO, 2, 21);
        assertThat(java21.virtualFor(512)).as("Java 21-23 pin carriers in synchronized").isFalse();
        assertThat(java21.describe()).contains("platform").contains("Java 24+");
        assertThat(new WorkerThreads(Policy.AUTO, 2, 17).virtualFor(512)).isFalse();
    }

    @Test
    void anExplicitKindHoldsForEveryStep() {
        assertThat(new WorkerThreads(Policy.PLATFORM, 2, 25).virtualFor(1024)).isFalse();
        assertThat(new WorkerThreads(Policy.VIRTUAL, 2, 25).virtualFor(1)).isTrue();
        assertThat(new WorkerThreads(Policy.VIRTUAL, 2, 25).describe()).isEqualTo("virtual");
        assertThat(WorkerThreads.parse(" Platform ").describe()).isEqualTo("platform");
    }

    @Test
    void aKindThatDoesNotExistOrThatThisJavaLacksIsAUsageError() {
        assertThatThrownBy(() -> WorkerThreads.parse("green")).isInstanceOf(UsageException.class)
                .hasMessageContaining("--worker-threads green").hasMessageContaining("auto, platform or virtual");
        if (Runtime.version().feature() < 21) {
            assertThatThrownBy(() -> WorkerThreads.parse("virtual")).isInstanceOf(UsageException.class)
                    .hasMessageContaining("Java 21").hasMessageContaining("--worker-threads auto");
        } else {
            assertThat(WorkerThreads.parse("virtual").virtualFor(1)).isTrue();
        }
    }

    @Test
    void platformWorkersAreNamedDaemonThreads() {
        Thread t = WorkerThreads.platform().newThread(() -> { }, "dbbench-worker-7", 1024);
        assertThat(t.isDaemon()).isTrue();
        assertThat(t.getName()).isEqualTo("dbbench-worker-7");
        assertThat(isVirtual(t)).isFalse();
    }

    @Test
    void aStepRunsEveryWorkerOnItsOwnVirtualThreadAndCountsAsOnPlatformThreads() throws Exception {
        assumeTrue(Runtime.version().feature() >= 21, "virtual threads need Java 21+; scripts/test.sh reruns this test on one");
        Set<Boolean> virtual = ConcurrentHashMap.newKeySet();
        Set<Integer> workers = ConcurrentHashMap.newKeySet();
        // Each event blocks for a millisecond, as a query does: virtual threads are not preempted.
        Script script = (attempt, worker) -> {
            virtual.add(isVirtual(Thread.currentThread()));
            workers.add(worker);
            return Action.sleep(1);
        };
        try (FakeRun run = new FakeRun()) {
            ScriptedWorkload workload = ScriptedWorkload.of(script).withQueries(2, 1, 1);
            StepResult step = run.run(workload, spec().threads(16).warmup(0).time(600), new dev.dbbench.engine.StopSignal(),
                    IntervalListener.none(), new WorkerThreads(Policy.VIRTUAL, 2, Runtime.version().feature()));
            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(virtual).containsExactly(true);
            assertThat(workers).isEqualTo(IntStream.range(0, 16).boxed().collect(Collectors.toSet()));
            assertThat(step.transactions()).isGreaterThan(16);
            assertThat(step.reads()).isEqualTo(2 * step.transactions());
            assertThat(step.writes()).isEqualTo(step.transactions());
        }
    }

    private static boolean isVirtual(Thread t) {
        try {
            return (boolean) Thread.class.getMethod("isVirtual").invoke(t);
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }
}
