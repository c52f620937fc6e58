package dev.dbbench.runner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.testing.TestServers;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The Runner driven from Java against a real server: prepare, a sweep with listeners and thresholds, a broken one,
 * cleanup; a workload file and a workload class given by type.
 */
class RunnerIT {
    private static final Map<String, String> SMALL = Map.of("tables", "1", "table-size", "1000");

    @Test
    void aSweepReturnsItsResultTellsItsListenersAndJudgesItsThresholds() throws Exception {
        TestServers.Server pg = TestServers.require(TestServers.Kind.POSTGRES);
        TargetSpec target = TargetSpec.of("postgresql").at(pg.host(), pg.port(), pg.user(), pg.password(), pg.database());
        List<IntervalResult> intervals = new CopyOnWriteArrayList<>();
        List<StepResult> steps = new CopyOnWriteArrayList<>();
        RunnerBuilder builder = Runner.builder().target(target).workload("oltp_point_select", SMALL)
                .time("1s").warmup("0").reportInterval("500ms")
                .listener(new RunListener() {
                    @Override
                    public void onInterval(IntervalResult interval) {
                        intervals.add(interval);
                    }

                    @Override
                    public void onStep(StepResult step) {
                        steps.add(step);
                    }
                });
        Runner tables = builder.build();
        tables.cleanup();
        tables.prepare(2);
        try {
            sweepAndBrokenRun(builder, target, intervals, steps);
        } finally {
            tables.cleanup();
        }
    }

    private static void sweepAndBrokenRun(RunnerBuilder builder, TargetSpec target, List<IntervalResult> intervals,
                                          List<StepResult> steps) throws Exception {
        RunOutcome sweep = builder.sweep("1,2").threshold("p95<10s", "errors==0").build().run();

        assertThat(sweep.exitCode()).as(sweep.toString()).isZero();
        assertThat(sweep.passed()).isTrue();
        assertThat(sweep.result().command()).isEqualTo("sweep");
        assertThat(sweep.result().steps()).extracting(StepResult::threads).containsExactly(1, 2);
        assertThat(sweep.result().steps()).allSatisfy(s -> assertThat(s.tps()).isPositive());
        assertThat(sweep.result().summary().thresholds()).isPresent();
        assertThat(steps).extracting(StepResult::threads).containsExactly(1, 2);
        assertThat(intervals).hasSizeGreaterThanOrEqualTo(4);

        RunOutcome broken = Runner.builder().target(target).workload("oltp_point_select", SMALL).threads(1).time("1s")
                .warmup("0").reportInterval("500ms").threshold("tps>100000000").build().run();

        assertThat(broken.exitCode()).isEqualTo(RunOutcome.THRESHOLD_BROKEN);
        assertThat(broken.result().command()).isEqualTo("run");
    }

    @Test
    void aWorkloadFilePreparesRunsAndCleansUp() throws Exception {
        TestServers.Server maria = TestServers.require(TestServers.Kind.MYSQL);
        TargetSpec target = TargetSpec.of("mysql").at(maria.host(), maria.port(), maria.user(), maria.password(), maria.database());
        RunnerBuilder builder = Runner.builder().target(target)
                .workloadFile(Path.of("..", "examples", "workloads", "point-select.yaml"), Map.of("table-size", "500"))
                .threads(2).time("1s").warmup("0");
        Runner tables = builder.build();
        tables.cleanup();
        tables.prepare(1);
        try {
            RunOutcome run = builder.build().run();

            assertThat(run.exitCode()).as(run.toString()).isZero();
            StepResult step = run.step(2);
            assertThat(step.transactions()).isPositive();
            assertThat(step.reads()).as("one SELECT per event").isEqualTo(step.transactions());
        } finally {
            tables.cleanup();
        }
    }

    @Test
    void aWorkloadClassRunsByItsType() throws Exception {
        TestServers.Server pg = TestServers.require(TestServers.Kind.POSTGRES);
        TargetSpec target = TargetSpec.of("postgresql").at(pg.host(), pg.port(), pg.user(), pg.password(), pg.database());

        RunOutcome run = Runner.builder().target(target).workloadClass(SelectOne.class, Map.of()).threads(1).time("1s")
                .warmup("0").build().run();

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.result().steps()).singleElement().satisfies(s -> {
            assertThat(s.transactions()).isPositive();
            assertThat(s.reads()).isEqualTo(s.transactions());
        });
    }
}
