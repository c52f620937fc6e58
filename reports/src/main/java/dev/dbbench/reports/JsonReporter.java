package dev.dbbench.reports;

import dev.dbbench.result.RunResult;
import dev.dbbench.spi.report.Reporter;
import java.io.IOException;
import java.io.Writer;

/** {@code result.json}: the whole result, machine-readable; {@code compare} and {@code report} read it back. */
public final class JsonReporter implements Reporter {

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
    public void write(RunResult result, Writer out) throws IOException {
        ResultJson.write(result, out);
    }
}
