package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.spi.report.Reporter;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.testing.PluginJars;
import dev.dbbench.testing.Steps;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A report format from a plugin jar is listed with its jar and written by every command that writes reports. */
class ReporterPluginsTest {
    private static final String TSV = """
            package acme;
            import dev.dbbench.result.StepResult;
            public class TsvReporter implements dev.dbbench.spi.report.Reporter {
                public String format() { return "tsv"; }
                public String fileName() { return "steps.tsv"; }
                public String description() { return "one tab-separated line per step"; }
                public void write(dev.dbbench.spi.report.ReportInput input, dev.dbbench.spi.report.ReportOutput output)
                        throws java.io.IOException {
                    java.io.Writer out = output.document();
                    for (StepResult s : input.result().steps()) {
                        out.write(s.target() + "\\t" + s.threads() + "\\t" + s.tps() + "\\n");
                    }
                }
            }
            """;

    @TempDir
    Path tmp;
    private Path plugins;
    private Path jar;

    @BeforeEach
    void dropTheJar() throws Exception {
        plugins = Files.createDirectories(tmp.resolve("plugins"));
        jar = PluginJars.jar(plugins.resolve("acme-tsv.jar"), Reporter.class, PluginJars.compile(tmp, "acme.TsvReporter", TSV),
                "acme.TsvReporter");
    }

    @Test
    void listShowsEachFormatWithWhereItCameFrom() {
        Cli list = Cli.run("list", "--plugins", plugins.toString());
        assertThat(list.exitCode()).as(list.toString()).isZero();
        assertThat(list.err()).isEmpty();
        assertThat(list.out()).containsPattern("\n  tsv +steps\\.tsv +one tab-separated line per step  \\[" + jar + "]\n")
                .containsPattern("\n  md +report\\.md +.*  \\[built-in]\n");
    }

    @Test
    void reportAndCompareWriteThePluginsFormat() throws Exception {
        Path run = result("run", 250);
        Cli report = Cli.run("report", run.toString(), "--format", "tsv,md", "--plugins", plugins.toString(), "--quiet");
        assertThat(report.exitCode()).as(report.toString()).isZero();
        assertThat(report.out()).contains(": result.json, steps.tsv, report.md");
        assertThat(Files.readString(run.resolve("steps.tsv"))).isEqualTo("mysql\t4\t250.0\n");

        Cli compare = Cli.run("compare", run.toString(), result("other", 500).toString(), "--format", "tsv",
                "--plugins", plugins.toString(), "--out", tmp.resolve("cmp").toString());
        assertThat(compare.exitCode()).as(compare.toString()).isZero();
        assertThat(compare.out()).contains("\t4\t250.0\n").contains("\t4\t500.0\n");
        assertThat(tmp.resolve("cmp/steps.tsv")).exists();
    }

    @Test
    void withoutThePluginTheFormatIsRefused() throws Exception {
        Cli report = Cli.run("report", result("run", 250).toString(), "--format", "tsv");
        assertThat(report.exitCode()).isEqualTo(2);
        assertThat(report.err()).startsWith("error: unknown report format 'tsv'");
    }

    /** The same jar twice keeps the first; a jar whose class is missing costs only itself. */
    @Test
    void aSecondJarOfTheFormatAndABrokenJarAreEachNamedInOneWarning() throws Exception {
        Path later = Files.createDirectories(tmp.resolve("later"));
        Path copy = Files.copy(jar, later.resolve("tsv-copy.jar"));
        Path broken = PluginJars.jar(later.resolve("broken.jar"), Reporter.class, null, "com.example.Missing");

        Cli list = Cli.run("list", "--plugins", plugins.toString(), "--plugins", later.toString());

        assertThat(list.exitCode()).as(list.toString()).isZero();
        assertThat(list.out()).contains("[" + jar + "]").doesNotContain("[" + copy + "]").contains("  md ");
        assertThat(list.err().lines()).hasSize(2).allMatch(l -> l.startsWith("warning: plugin "))
                .anyMatch(l -> l.contains(copy + ": skipped reporter tsv, as " + jar + " has one too"))
                .anyMatch(l -> l.contains(broken.toString()) && l.contains("com.example.Missing not found"));
    }

    /** A finished one-step result folder: result.json and the interval log {@code report} rebuilds from. */
    private Path result(String name, double tps) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(name));
        StepResult s = Steps.step("mysql", 4).transactions((long) (tps * 10)).queries((long) (tps * 200)).tps(tps).qps(tps * 20)
                .build();
        TargetInfo t = new TargetInfo("mysql", "mysql", "jdbc:mysql://h/db", "built-in", new ServerInfo("MySQL", "8.0", Map.of()));
        RunResult r = new RunResult(ToolInfo.current(), "run", RunStatus.OK, Instant.EPOCH, Instant.EPOCH, t, List.of(t),
                new WorkloadInfo("oltp_read_write", Map.of()), Map.of(), List.of(s), RunSummary.EMPTY);
        ResultJson.writeAtomically(r, dir.resolve(ResultJson.FILE_NAME));
        try (IntervalFiles files = new IntervalFiles(dir)) {
            Histogram latency = new Histogram(3);
            latency.recordValue(2_000_000);
            files.onInterval(new IntervalResult("mysql", 4, 1, 1, 1, false, 10_000, 10, 10, s.transactions(), 0, 0, 0, 0, 0, 0, 0,
                    Map.of(), 0, 0, tps, tps * 20, s.latencyMs(), ""), latency);
        }
        return dir;
    }
}
