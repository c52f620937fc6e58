package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.SweepSpec;
import dev.dbbench.runner.spec.OutputSpec;
import dev.dbbench.runner.spec.MeasureSpec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.runner.jobs.metrics.MetricsSettings;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.reports.Reporters;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.Target;
import dev.dbbench.testing.FakeRun;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The order a sweep of several targets runs its steps in, and how long {@code --repeats auto} repeats. Against a fake
 * server.
 */
class SweepOrderTest {
    @TempDir
    Path tmp;

    private RunResult sweep(FakeRun fake, SweepSpec sweep) throws Exception {
        List<ResolvedTarget> targets = List.of(target(fake, "a"), target(fake, "b"));
        Workloads.Chosen chosen = Workloads.configure(new RecordingWorkload(), Given.workload(null));
        MeasureSpec run = MeasureSpec.defaults().withTimes("300ms", "0").withReportInterval("100ms");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8), System.err, false);
        OutputSpec output = new OutputSpec(tmp.resolve("r"), true);
        int exit = new Sweep(console, targets, chosen, RunSettings.from(run), Sweep.Plan.from(sweep),
                ResultFolder.plan(output, "sweep", Reporters.of(Plugins.builtIn())), MetricsSettings.NONE).execute();
        assertThat(exit).as(out.toString(StandardCharsets.UTF_8)).isZero();
        return ResultJson.read(tmp.resolve("r"));
    }

    private static ResolvedTarget target(FakeRun fake, String name) {
        return new ResolvedTarget(name, new Plugins.Found<Target>(fake.target(), "test"),
                ConnectionSpec.of("127.0.0.1", 1, "u", Secret.none(), "d"), List.of());
    }

    /** A fixed order would hand every drift during the sweep to the same target; the order turns at every step. */
    @Test
    void theTargetsTakeTurnsToGoFirst() throws Exception {
        try (FakeRun fake = new FakeRun()) {
            RunResult r = sweep(fake, SweepSpec.of("1,2").withRepeats("2"));

            assertThat(r.steps()).extracting(s -> s.repeat() + ":" + s.threads() + ":" + s.target()).containsExactly(
                    "1:1:a", "1:1:b", "1:2:b", "1:2:a", "2:1:b", "2:1:a", "2:2:a", "2:2:b");
            assertThat(r.summary().comparisons().orElseThrow()).extracting(c -> c.target() + "@" + c.threads()).contains("b@1", "b@2");
        }
    }

    @Test
    void autoRepeatsStopOnceEveryTpsIsAsPreciseAsAskedAfterThree() throws Exception {
        try (FakeRun fake = new FakeRun()) {
            RunResult r = sweep(fake, auto("90%", 8));

            int ran = r.steps().stream().mapToInt(StepResult::repeat).max().orElseThrow();
            assertThat(ran).isBetween(3, 8);
            if (ran < 8) {
                assertThat(r.summary().steps().orElseThrow()).as("it stopped because every TPS was that precise")
                        .allSatisfy(c -> assertThat(c.tps().halfWidthPercent().getAsDouble()).isLessThanOrEqualTo(90));
            }
            assertThat(r.manifest()).containsEntry("repeats", "auto").containsEntry("max-repeats", "8").containsEntry("precision", "90%");
            assertThat(r.summary().plan().orElseThrow().autoRepeats()).isTrue();
        }
    }

    @Test
    void autoRepeatsEndAtTheirMostWhenThePrecisionIsOutOfReach() throws Exception {
        try (FakeRun fake = new FakeRun()) {
            RunResult r = sweep(fake, auto("0.0001%", 4));

            assertThat(r.steps()).extracting(StepResult::repeat).containsOnly(1, 2, 3, 4);
            assertThat(r.summary().comparisons().orElseThrow()).allSatisfy(c -> assertThat(c.resolvePct()).isEqualTo(0.0001));
        }
    }

    /**
     * The live sweep and report summarise by one path: rebuilt from its interval files, a finished sweep's steps and
     * summary (intervals and comparisons included) are the ones it wrote.
     */
    @Test
    void reportSummarisesAFinishedSweepAsTheSweepDid() throws Exception {
        try (FakeRun fake = new FakeRun()) {
            RunResult live = sweep(fake, SweepSpec.of("1,2").withRepeats("2"));

            RunResult rebuilt = Rebuild.folder(tmp.resolve("r"), System.err);

            assertThat(rebuilt.steps()).extracting(StepResult::batches).isEqualTo(live.steps().stream().map(StepResult::batches).toList());
            assertThat(rebuilt.summary()).isEqualTo(live.summary());
            assertThat(live.steps().get(0).batches().orElseThrow().size()).as("3 intervals of 100 ms, a batch each").isEqualTo(3);
        }
    }

    @Test
    void repeatsOptionsAreCheckedOnEntry() {
        assertThatThrownBy(() -> Sweep.Plan.from(SweepSpec.of(null).withRepeats("some")))
                .isInstanceOf(UsageException.class).hasMessage("--repeats some is not a count of repeats; give 1 to 1000, or auto");
        assertThatThrownBy(() -> Sweep.Plan.from(new SweepSpec(null, "1", null, 5, 1, "0s", "0", "0", "0", false)))
                .isInstanceOf(UsageException.class).hasMessageStartingWith("--max-repeats 5 applies to --repeats auto only");
        assertThatThrownBy(() -> Sweep.Plan.from(new SweepSpec(null, "auto", null, 2, 1, "0s", "0", "0", "0", false)))
                .isInstanceOf(UsageException.class).hasMessageStartingWith("--max-repeats 2 is out of range; give 3 to 1000");
        assertThatThrownBy(() -> Sweep.Plan.from(new SweepSpec(null, "1", "0", null, 1, "0s", "0", "0", "0", false)))
                .isInstanceOf(UsageException.class).hasMessageStartingWith("--precision 0 is not a percentage");
        assertThat(Sweep.Plan.from(new SweepSpec(null, "1", "3%", null, 1, "0s", "0", "0", "0", false)).precisionPct()).isEqualTo(3.0);
        assertThat(Sweep.Plan.from(SweepSpec.of(null)).manifest()).doesNotContainKey("precision");
    }

    private static SweepSpec auto(String precision, int maxRepeats) {
        return new SweepSpec("1", "auto", precision, maxRepeats, 1, "0s", "0", "0", "0", false);
    }
}
