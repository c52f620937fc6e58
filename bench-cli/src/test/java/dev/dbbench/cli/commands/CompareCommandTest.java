package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.testing.Steps;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareCommandTest {
    @TempDir
    Path tmp;

    @Test
    void putsTwoResultsSideBySideWithTheChangeAndTheirDifferences() throws Exception {
        Path a = write("cloud-a", 1000, "REPEATABLE-READ");
        Path b = write("cloud-b", 500, "READ-COMMITTED");
        Cli cli = Cli.run("compare", a.toString(), b.toString(), "--out", tmp.resolve("cmp").toString());
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        assertThat(cli.out()).contains("cloud-b vs cloud-a", "## Conclusions", "### Comparisons with cloud-a")
                .contains("server.isolation").contains("READ-COMMITTED");
        assertThat(tmp.resolve("cmp").resolve("report.md")).exists();
    }

    /** Images cannot be printed: the charts go into --out, with the reports every comparison writes there. */
    @Test
    void writesPngChartsIntoTheOutputFolderAndNamesThem() throws Exception {
        Path a = Path.of(getClass().getResource("/old-results/sweep").toURI());
        Path b = Path.of(getClass().getResource("/old-results/stability").toURI());
        Path out = tmp.resolve("charts-out");
        Cli cli = Cli.run("compare", a.toString(), b.toString(), "--format", "png", "--out", out.toString());
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        assertThat(cli.out().strip()).isEqualTo("Written to " + out.toAbsolutePath()
                + ": charts/qps-by-threads.png, charts/tps-by-threads.png, charts/latency-by-threads.png");
        assertThat(out.resolve("charts/qps-by-threads.png")).isNotEmptyFile();
        assertThat(out.resolve("report.md")).exists();
    }

    /** Two runs of one thread count and no intervals give no chart: the command says so rather than nothing. */
    @Test
    void saysWhenAFormatHasNothingToShow() throws Exception {
        Path a = write("cloud-a", 1000, "REPEATABLE-READ");
        Path b = write("cloud-b", 500, "READ-COMMITTED");
        Cli cli = Cli.run("compare", a.toString(), b.toString(), "--format", "png");
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        assertThat(cli.out().strip()).isEqualTo("The png format has nothing to show for these results.");
    }

    @Test
    void refusesMismatchedLabels() throws Exception {
        Path a = write("a", 1, "x");
        Path b = write("b", 1, "x");
        Cli cli = Cli.run("compare", a.toString(), b.toString(), "--label", "only-one");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err().strip().lines().count()).isEqualTo(1);
        assertThat(cli.err()).contains("--label");
    }

    @Test
    void refusesAnOutFolderThatHoldsFilesUnlessOverwrite() throws Exception {
        Path a = write("a", 1, "x");
        Path b = write("b", 1, "x");
        Path full = Files.createDirectories(tmp.resolve("full"));
        Files.writeString(full.resolve("notes.txt"), "mine");
        Cli cli = Cli.run("compare", a.toString(), b.toString(), "--out", full.toString());
        assertThat(cli.exitCode()).as(cli.toString()).isEqualTo(2);
        assertThat(cli.err().strip().lines().count()).isEqualTo(1);
        assertThat(cli.err()).contains("--out " + full).contains("already holds files").contains("--overwrite");
        assertThat(cli.out()).isEmpty();
        assertThat(full.resolve("report.md")).doesNotExist();

        Cli again = Cli.run("compare", a.toString(), b.toString(), "--out", full.toString(), "--overwrite");
        assertThat(again.exitCode()).as(again.toString()).isZero();
        assertThat(full.resolve("report.md")).exists();
        assertThat(Files.readString(full.resolve("notes.txt"))).isEqualTo("mine");
    }

    /** Each result labelled by its instance tag; its tags, price and probe travel with it into every format. */
    @Test
    void labelsEachResultByATagAndKeepsItsPrice() throws Exception {
        Path a = write("run-1", 1000, "x", Map.of("cloud", "aws", "instance", "db.r6g.large"), "0.48USD/h");
        Path b = write("run-2", 500, "x", Map.of("cloud", "aws", "instance", "db.r5.large"), "0.50USD/h");
        Cli cli = Cli.run("compare", a.toString(), b.toString(), "--label-by", "instance", "--out", tmp.resolve("cmp").toString());
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        assertThat(cli.out()).contains("| threads | db.r6g.large | db.r5.large | db.r5.large vs db.r6g.large |")
                .contains("| tag.instance | db.r6g.large | db.r5.large |").doesNotContain("| tag.cloud |")
                // 0.48 USD/h at 1000 TPS, 0.50 at 500.
                .contains("| 4 | 0.4800 | 1.000 |")
                .contains("No target can be named cheapest per 1,000 TPS at its peak: db.r6g.large costs least (0.4800 USD an hour), "
                        + "but without a 95 % interval on every TPS");
        RunResult merged = ResultJson.read(tmp.resolve("cmp"));
        assertThat(merged.targets()).extracting(t -> t.price().orElseThrow().text()).containsExactly("0.48 USD/h", "0.50 USD/h");
        assertThat(merged.targets().get(1).tags()).containsEntry("instance", "db.r5.large");
        assertThat(Files.readString(tmp.resolve("cmp").resolve("steps.csv"))).contains("cost_per_1k_tps_hour");
    }

    @Test
    void aResultWithoutTheTagIsRefusedWithTheFix() throws Exception {
        Path a = write("run-1", 1000, "x", Map.of("instance", "db.r6g.large"), null);
        Path b = write("run-2", 500, "x");
        Cli cli = Cli.run("compare", a.toString(), b.toString(), "--label-by", "instance");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err().strip()).isEqualTo("error: --label-by instance: run-2 has no 'instance' tag; tag its targets with"
                + " --tag instance=VALUE when they run, or give --label");
        Cli both = Cli.run("compare", a.toString(), b.toString(), "--label-by", "instance", "--label", "x,y");
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).contains("--label and --label-by instance both name the results; give one of them");
        Path c = write("run-3", 1000, "x", Map.of("instance", "db.r6g.large"), null);
        Cli same = Cli.run("compare", a.toString(), c.toString(), "--label-by", "instance");
        assertThat(same.exitCode()).isEqualTo(2);
        assertThat(same.err()).contains("two results have the same label [db.r6g.large, db.r6g.large]");
    }

    private Path write(String name, double tps, String isolation) throws Exception {
        return write(name, tps, isolation, Map.of(), null);
    }

    private Path write(String name, double tps, String isolation, Map<String, String> tags, String price) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(name));
        TargetInfo t = new TargetInfo("mysql", "mysql", "jdbc:mysql://h/db", "built-in", new ServerInfo("MySQL", "8.0", Map.of()))
                .withTags(tags, java.util.Optional.ofNullable(price).map(p -> dev.dbbench.config.Prices.parse("--price", p)));
        StepResult s = Steps.step("mysql", 4).transactions((long) (tps * 10)).queries((long) (tps * 200)).tps(tps).qps(tps * 20).build();
        RunResult r = new RunResult(ToolInfo.current(), "run", RunStatus.OK, Instant.EPOCH, Instant.EPOCH, t, List.of(t),
                new WorkloadInfo("oltp_read_write", Map.of("tables", "1")), Map.of("server.isolation", isolation), List.of(s), RunSummary.EMPTY);
        ResultJson.writeAtomically(r, dir.resolve(ResultJson.FILE_NAME));
        return dir;
    }
}
