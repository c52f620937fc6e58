package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.reports.md.MarkdownReporter;
import dev.dbbench.result.LatencyMs;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.TargetSettings;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.spi.target.Target;
import dev.dbbench.sweep.SweepAnalysis;
import dev.dbbench.testing.Steps;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepSummaryTest {

    private static StepResult step(String target, int threads, double tps, double seconds, String status) {
        return step(target, threads, 1, tps, 6, seconds, status);
    }

    static StepResult step(String target, int threads, int repeat, double tps, double maxMs, double seconds, String status) {
        long tx = Math.round(tps * seconds);
        return Steps.oltp(target, threads, tx, seconds).repeat(repeat).tps(tps).qps(tps * 20)
                .latencyMs(new LatencyMs(0.5, 2, 1.5, 2, 3, 4, 5, maxMs)).status(StepStatus.parse(status)).build();
    }

    private static String print(List<StepResult> steps) {
        return print(steps, Map.of(), Map.of());
    }

    private static String print(List<StepResult> steps, Map<String, String> manifest, Map<String, String> stoppedEarly) {
        RunSummary sections = SweepAnalysis.summarise(RunSummary.EMPTY, steps, List.of());
        if (!stoppedEarly.isEmpty()) {
            sections = sections.withStoppedEarly(stoppedEarly);
        }
        RunResult r = new RunResult(ToolInfo.current(), "sweep", RunStatus.INTERRUPTED, Instant.EPOCH, Instant.EPOCH, null, List.of(),
                new WorkloadInfo("oltp_read_write", Map.of()), manifest, steps, sections);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SweepSummary.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), r);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** Ctrl-C 1.6 s into the 2-thread step of --threads 1,2,4 --time 6: the fragment is marked and is not the peak. */
    @Test
    void marksAStepCutShortAndLeavesItOutOfThePeak() {
        String out = print(List.of(step("postgresql", 1, 372.64, 6, "ok"), step("postgresql", 2, 1347.68, 1.6, "stopped")));

        assertThat(out).contains("| postgresql | 1 | 372.64 |", "| postgresql | 2 (stopped) | 1347.68 |",
                "postgresql: peak 372.64 TPS at 1 thread; knee not reached.");
        assertThat(out).contains("cut short (Ctrl-C or killed) and measured only part of its planned time").doesNotContain("--time");
    }

    @Test
    void saysSoWhenATargetHasNoFullStep() {
        String out = print(List.of(step("pg", 1, 900, 1.2, "stopped")));

        assertThat(out).contains("| pg | 1 (stopped) |", "pg: no step ran its full time; no peak or knee");
    }

    /**
     * With --threads 2,1 --repeats 3 --stop-when-tps-drops 1 the rule fires in repeat 1: the summary says how many
     * repeats ran and why, and a row of one sample shows no interval rather than one of 0.
     */
    @Test
    void saysHowManyRepeatsRanAfterAStopRuleAndShowsNoIntervalForOne() {
        String out = print(List.of(step("mysql", 2, 1, 53423.05, 8.19, 2, "ok"), step("mysql", 1, 1, 20379.96, 4.62, 2, "ok")),
                Map.of("repeats", "3"), Map.of("mysql", "stopped after 1 thread in repeat 1 of 3: TPS 20379.96 is more than 1% "
                        + "below the best 53423.05 (--stop-when-tps-drops)"));

        assertThat(out).contains("| target | threads | repeats | tps |", "| mysql | 1 | 1 of 3 | 20379.96 | 407599.20 |",
                "mysql: stopped after 1 thread in repeat 1 of 3: TPS 20379.96 is more than 1%");
        assertThat(out).doesNotContain("±0.0");
    }

    /** A repeat cut short and left out counts in its row as "1 of 2 (1 stopped)", and the legend says what that means. */
    @Test
    void aRepeatCutShortAndLeftOutIsCountedInTheRepeatsColumn() {
        String out = print(List.of(step("mysql", 1, 1, 376.49, 9.96, 3, "ok"), step("mysql", 2, 1, 733.02, 31.2, 3, "ok"),
                step("mysql", 1, 2, 270.96, 11.14, 3, "ok"), step("mysql", 2, 2, 518.93, 8, 1.4, "stopped")), Map.of("repeats", "2"), Map.of());

        assertThat(out).contains("| mysql | 2 | 1 of 2 (1 stopped) | 733.02 |", "(N stopped): N steps cut short (Ctrl-C or killed)");
    }

    /** The max is the highest of the repeats' maxima, on the console as in report.md, and the legend says so. */
    @Test
    void theMaxIsTheHighestOfTheRepeatsAndTheLegendSaysSo() {
        String out = print(List.of(step("mysql", 1, 1, 35741.22, 4.227, 2, "ok"), step("mysql", 1, 2, 31528.97, 99.615, 2, "ok")),
                Map.of("repeats", "2"), Map.of());

        assertThat(out).contains("| mysql | 1 | 2 | 33635.10 ±79.6 % | 672701.90 ±79.6 % |", "| 99.62 | 0.00 |",
                "max: the highest of them all");
    }

    /** The plan is in the manifest, so compare lists the difference between sweeps run with --repeats 1 and --repeats 3. */
    @Test
    void thePlanIsInTheManifest() {
        Sweep.Plan plan = new Sweep.Plan(List.of(1, 2), 3, 2, java.time.Duration.ofSeconds(30),
                new dev.dbbench.sweep.StopRules(10, 0, 2.5));

        assertThat(plan.manifest()).containsExactlyInAnyOrderEntriesOf(Map.of("threads", "1,2", "repeats", "3", "iterations", "2",
                "cooldown", "30s", "stop-when-tps-drops", "10%", "stop-when-p95-above", "off", "stop-when-error-rate-above", "2.5%"));
    }

    /** The "Summary: plan" rows keep one order in every result (not Map.of's), so two results diff line by line. */
    @Test
    void thePlanSummaryKeepsItsOrder() {
        Sweep.Plan plan = new Sweep.Plan(List.of(1, 2), 3, 2, java.time.Duration.ofSeconds(30), dev.dbbench.sweep.StopRules.none());

        assertThat(json(plan.summary()).keySet()).containsExactly("threads", "repeats", "iterations", "cooldownSeconds",
                "stop-when-tps-drops", "stop-when-p95-above", "stop-when-error-rate-above");
    }

    /** The summary holds the manifest's settings, typed for JSON, so a plan setting cannot reach one and not the other. */
    @Test
    void thePlanSummaryHasTheManifestsSettingsTypedForJson() {
        Sweep.Plan plan = new Sweep.Plan(List.of(1, 2), 3, 2, java.time.Duration.ofSeconds(30),
                new dev.dbbench.sweep.StopRules(0, 50, 0));

        assertThat(json(plan.summary())).hasSameSizeAs(plan.manifest()).containsEntry("threads", List.of(1, 2)).containsEntry("repeats", 3)
                .containsEntry("iterations", 2).containsEntry("cooldownSeconds", 30L).containsEntry("stop-when-p95-above", "50 ms");
    }

    /** A sweep of several targets records the settings that differ between them, as compare does. */
    @Test
    void aSweepOfSeveralTargetsRecordsTheirDifferencesAsCompareDoes(@TempDir Path dir) throws Exception {
        List<Target> builtIn = Plugins.load(List.of(), List.of(), w -> { }).targets().stream().map(Plugins.Found::plugin).toList();
        TargetInfo my = recorded(new TargetInfo("my", "mysql", "jdbc:mysql://127.0.0.1/d", "built-in", ServerInfo.unknown()),
                Map.of("server.isolation", "REPEATABLE-READ", "tls.mode", "prefer", "driver.sslMode", "PREFERRED",
                        "driver.connectTimeout", "10000"), builtIn);
        TargetInfo pg = recorded(new TargetInfo("pg", "postgresql", "jdbc:postgresql://127.0.0.1/d", "built-in", ServerInfo.unknown()),
                Map.of("server.isolation", "read committed", "tls.mode", "prefer", "driver.connectTimeout", "10",
                        "driver.loginTimeout", "10"), builtIn);
        WorkloadInfo workload = new WorkloadInfo("oltp_read_write", Map.of("tables", "1"));
        ResultBook two = new ResultBook("sweep", List.of(my, pg), workload, Map.of("time", "2s"), ResultFolder.plan(dir.resolve("two"), false));
        ResultBook one = new ResultBook("sweep", List.of(pg), workload, Map.of("time", "2s"), ResultFolder.plan(dir.resolve("one"), false));

        SweepSummary.differences(two);
        SweepSummary.differences(one);

        StringWriter md = new StringWriter();
        new MarkdownReporter().write(two.build(RunStatus.OK), md);
        assertThat(md.toString()).contains("## Settings that differ between targets\n\n| setting | my | pg |",
                "| driver.sslMode | PREFERRED | — |", "| server.isolation | REPEATABLE-READ | read committed |",
                "| driver.loginTimeout | — | 10 s |", "— means the target does not have the setting.")
                .doesNotContain("| tls.mode |", "connectTimeout");
        assertThat(one.build(RunStatus.OK).summary().differences()).isEmpty();
    }

    /** {@code t} with {@code own} settings and the units its built-in plugin counts their time limits in, as a sweep records it. */
    private static TargetInfo recorded(TargetInfo t, Map<String, String> own, List<Target> plugins) {
        Target plugin = plugins.stream().filter(p -> p.id().equals(t.id())).findFirst().orElseThrow();
        return t.withSettings(new TargetSettings(own, TargetRecord.units(plugin, own)));
    }

    /** A summary section as result.json holds it. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(Object section) {
        return dev.dbbench.reports.ResultJson.mapper().convertValue(section, Map.class);
    }
}
