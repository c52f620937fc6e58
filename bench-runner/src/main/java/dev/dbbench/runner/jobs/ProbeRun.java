package dev.dbbench.runner.jobs;

import dev.dbbench.probe.WrongAnswerException;
import dev.dbbench.reports.text.PriceAndProbeText;
import dev.dbbench.result.ClientInfo;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.ProbeResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ToolInfo;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.PsMode;
import java.nio.file.Files;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code probe}: the server CPU probe on each target in turn, each printed as it ends, then written as a result (no
 * workload, no step) that {@code compare} can set beside others. A target whose probe fails or whose server answers
 * wrongly gets no rate, and the command then fails.
 */
public final class ProbeRun {
    private final Console console;
    private final List<ResolvedTarget> targets;
    private final ResultFolder folder;

    public ProbeRun(Console console, List<ResolvedTarget> targets, ResultFolder folder) {
        this.console = console;
        this.targets = List.copyOf(targets);
        this.folder = folder;
    }

    public int execute() throws Exception {
        Instant started = Instant.now();
        List<TargetInfo> infos = new ArrayList<>();
        boolean failed = false;
        for (ResolvedTarget t : targets) {
            try (Session s = new Session(t, PsMode.AUTO)) {
                TargetInfo info = s.describe();
                if (!console.quiet()) {
                    console.out().print("probing " + t.name() + " (" + info.server().product() + " " + info.server().version() + "): ");
                    console.out().flush();
                }
                try {
                    ProbeResult p = ServerProbe.run(s);
                    infos.add(info.withProbe(p));
                    if (!console.quiet()) {
                        console.out().println(ServerProbe.line(p));
                    }
                } catch (SQLException | WrongAnswerException e) {
                    failed = true;
                    infos.add(info);
                    if (!console.quiet()) {
                        console.out().println("no rate");
                    }
                    console.err().println("error: " + t.name() + ": " + ServerProbe.firstLine(e));
                }
            }
        }
        RunResult result = new RunResult(ToolInfo.current(), "probe", failed ? RunStatus.FAILED : RunStatus.OK, started, Instant.now(),
                infos.isEmpty() ? null : infos.get(0), infos, null, ClientInfo.manifest(), List.of(), RunSummary.EMPTY);
        Files.createDirectories(folder.dir());
        folder.writeResult(result);
        folder.writeReports(result);
        console.out().println();
        console.out().print(PriceAndProbeText.of(result));
        console.out().println("Results: " + folder.dir().toAbsolutePath());
        return failed ? ExitCode.RUN_FAILED : ExitCode.OK;
    }
}
