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
    void putsTwoResultsSideBySideWithARatioAndTheirDifferences() throws Exception {
        Path a = write("cloud-a", 1000, "REPEATABLE-READ");
        Path b = write("cloud-b", 500, "READ-COMMITTED");
        Cli cli = Cli.run("compare", a.toString(), b.toString(), "--out", tmp.resolve("cmp").toString());
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        assertThat(cli.out()).contains("cloud-b/cloud-a").contains("server.isolation").contains("READ-COMMITTED");
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

    private Path write(String name, double tps, String isolation) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(name));
        TargetInfo t = new TargetInfo("mysql", "mysql", "jdbc:mysql://h/db", "built-in", new ServerInfo("MySQL", "8.0", Map.of()));
        StepResult s = Steps.step("mysql", 4).transactions((long) (tps * 10)).queries((long) (tps * 200)).tps(tps).qps(tps * 20).build();
        RunResult r = new RunResult(ToolInfo.current(), "run", RunStatus.OK, Instant.EPOCH, Instant.EPOCH, t, List.of(t),
                new WorkloadInfo("oltp_read_write", Map.of("tables", "1")), Map.of("server.isolation", isolation), List.of(s), RunSummary.EMPTY);
        ResultJson.writeAtomically(r, dir.resolve(ResultJson.FILE_NAME));
        return dir;
    }
}
