package dev.dbbench.reports.text;

import dev.dbbench.reports.HeaderTables;
import dev.dbbench.result.DatasetCheck;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.reports.TextReporter;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.result.StabilitySummary;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * {@code summary.txt}: sysbench's final block for every step, so a result can be read (or diffed) like a
 * directory of sysbench logs. Uses the run's {@code percentile} option when the step holds that
 * percentile, else the 95th. A sweep's closing table follows its steps and a stability run's verdict line its step.
 */
public final class SysbenchTextReporter implements TextReporter {

    @Override
    public String format() {
        return "txt";
    }

    @Override
    public String fileName() {
        return "summary.txt";
    }

    @Override
    public String description() {
        return "sysbench-style final statistics for every step, then a sweep's closing table or a stability verdict (summary.txt)";
    }

    @Override
    public void write(ReportInput input, Writer out) throws IOException {
        RunResult result = input.result();
        double percentile = percentile(result);
        for (StepResult s : result.steps()) {
            out.write(String.format(Locale.ROOT, "target: %s  threads: %d  repeat: %d  iteration: %d  status: %s\n\n",
                    s.target(), s.threads(), s.repeat(), s.iteration(), s.status()));
            OptionalDouble at = SysbenchText.latencyAt(s.latencyMs(), percentile);
            out.write(at.isPresent() ? SysbenchText.finalBlock(s, percentile, at.getAsDouble())
                    : SysbenchText.finalBlock(s));
            out.write(MetricText.block(s, result.workload() == null ? List.of() : result.workload().metrics()));
            out.write("\n");
        }
        // A sweep is read as a whole too: its table, peak, knee and why a target stopped early, as the console ended.
        if ("sweep".equals(result.command())) {
            out.write(SweepText.closing(result).stripLeading());
        } else {
            out.write(MetricText.table(result));
            out.write(PriceAndProbeText.of(result));
        }
        if (result.summary().datasetCheck().isPresent()) {
            DatasetCheck c = result.summary().datasetCheck().get();
            out.write((c.passed() ? "Dataset checks: " : "warning: ") + c.note() + "\n");
        }
        // A stability run is judged as a whole: its verdict follows the step, worded as the console prints it.
        Optional<StabilitySummary> stability = result.summary().stability();
        if (stability.isPresent()) {
            out.write("Verdict: " + stability.get().verdictLine() + "\n");
        }
        out.flush();
    }

    private static double percentile(RunResult result) {
        Optional<String> p = HeaderTables.option(result, "percentile");
        try {
            return p.map(Double::parseDouble).orElse(SysbenchText.DEFAULT_PERCENTILE);
        } catch (NumberFormatException e) {
            return SysbenchText.DEFAULT_PERCENTILE;
        }
    }
}
