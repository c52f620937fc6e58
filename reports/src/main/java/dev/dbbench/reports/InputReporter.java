package dev.dbbench.reports;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.Reporter;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** A reporter that writes from a {@link ReportInput} alone: a result with fewer parts is that input with the parts empty. */
public interface InputReporter extends Reporter {

    @Override
    void write(ReportInput input, Writer out) throws IOException;

    @Override
    default void write(RunResult result, Writer out) throws IOException {
        write(ReportInput.of(result), out);
    }

    @Override
    default void write(RunResult result, List<IntervalResult> intervals, Writer out) throws IOException {
        write(new ReportInput(result, intervals, List.of()), out);
    }
}
