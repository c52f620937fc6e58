package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.ReportOutput;
import dev.dbbench.spi.report.Reporter;
import java.io.IOException;
import java.io.Writer;

/** A format of one text document, written from a {@link ReportInput}: a result alone is that input with the rest empty. */
public interface TextReporter extends Reporter {

    /** Writes the document of {@code input} to {@code out}, which it never closes. */
    void write(ReportInput input, Writer out) throws IOException;

    @Override
    default void write(ReportInput input, ReportOutput out) throws IOException {
        write(input, out.document());
    }

    /** Writes the document of {@code result} alone. */
    default void write(RunResult result, Writer out) throws IOException {
        write(ReportInput.of(result), out);
    }
}
