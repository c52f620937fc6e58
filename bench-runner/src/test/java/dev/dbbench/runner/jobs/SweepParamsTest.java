package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.WorkloadSpec;
import dev.dbbench.runner.spec.SweepSpec;
import dev.dbbench.runner.spec.OutputSpec;
import dev.dbbench.runner.spec.MeasureSpec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.runner.jobs.metrics.MetricsSettings;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.reports.Reporters;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.Saturation;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.Target;
import dev.dbbench.testing.FakeRun;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep with {@code --param rows=20,30}: the whole sweep once per value, each value's steps a series of their own
 * that records the value, with the workload's trial and step hooks around them. Against a fake server.
 */
class SweepParamsTest {
    @TempDir
    Path tmp;

    @Test
    void eachParamValueRunsTheWholeSweepAsASeriesOfItsOwn() throws Exception {
        try (FakeRun fake = new FakeRun()) {
            ResolvedTarget target = new ResolvedTarget("fake", new Plugins.Found<Target>(fake.target(), "test"),
                    ConnectionSpec.of("127.0.0.1", 1, "u", Secret.none(), "d"), List.of());
            RecordingWorkload recording = new RecordingWorkload();
            WorkloadSpec w = new WorkloadSpec(null, List.of("rows=20,30", "label=x"), null, List.of(), List.of(), List.of());
            Workloads.Chosen chosen = Workloads.configure(recording, w);
            MeasureSpec run = MeasureSpec.defaults().withTimes("300ms", "0").withReportInterval("100ms");
            SweepSpec sweep = SweepSpec.of("1,2");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8), System.err, false);
            OutputSpec output = new OutputSpec(tmp.resolve("r"), false);

            int exit = new Sweep(console, List.of(target), chosen, RunSettings.from(run), Sweep.Plan.from(sweep),
                    ResultFolder.plan(output, "sweep", Reporters.of(Plugins.builtIn())), MetricsSettings.NONE).execute();

            assertThat(exit).as(out.toString(StandardCharsets.UTF_8)).isZero();
            RunResult result = ResultJson.read(tmp.resolve("r"));
            assertThat(result.steps()).extracting(StepResult::target, StepResult::threads).containsExactly(
                    org.assertj.core.groups.Tuple.tuple("fake rows=20", 1), org.assertj.core.groups.Tuple.tuple("fake rows=20", 2),
                    org.assertj.core.groups.Tuple.tuple("fake rows=30", 1), org.assertj.core.groups.Tuple.tuple("fake rows=30", 2));
            assertThat(result.steps()).extracting(StepResult::params).containsExactly(Map.of("rows", "20"), Map.of("rows", "20"),
                    Map.of("rows", "30"), Map.of("rows", "30"));
            assertThat(result.workload().options()).containsEntry("rows", "20,30").containsEntry("label", "x");
            assertThat(out.toString(StandardCharsets.UTF_8)).contains("step 1/4", "step 4/4 done: fake rows=30 threads=2");
            assertThat(result.summary().saturation().orElseThrow()).extracting(Saturation::target)
                    .containsExactly("fake rows=20", "fake rows=30");
            assertThat(recording.calls()).containsExactly(
                    "begin trial 20", "begin step 20", "end step 20", "begin step 20", "end step 20", "end trial 20",
                    "begin trial 30", "begin step 30", "end step 30", "begin step 30", "end step 30", "end trial 30");
        }
    }
}
