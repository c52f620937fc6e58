package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.spi.report.ReportInput;
import java.io.IOException;
import java.io.Writer;

/** {@code result.json}: the whole result, machine-readable; {@code compare} and {@code report} read it back. */
public final class JsonReporter implements TextReporter {

    @Override
    public String format() {
        return "json";
    }

    @Override
    public String fileName() {
        return ResultJson.FILE_NAME;
    }

    @Override
    public String description() {
        return "the full result as JSON (result.json), readable by report and compare";
    }

    @Override
    public void write(ReportInput input, Writer out) throws IOException {
        RunResult result = input.result();
        ResultJson.write(result, out);
    }
}
