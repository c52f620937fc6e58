package dev.dbbench.workloads.file;

import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.Workload;
import java.nio.file.Path;
import java.util.Map;

/** The workload files of examples/workloads, and files written by a test, read as the CLI reads them. */
final class Examples {
    static final Path DIR = Path.of("..", "examples", "workloads");

    private Examples() {
    }

    static FileWorkload example(String name) {
        return (FileWorkload) new YamlFormat().read(DIR.resolve(name));
    }

    /** A file of {@code yaml} text, read as {@code test.yaml}. */
    static FileWorkload of(String yaml) {
        return new FileWorkload(dev.dbbench.workloads.file.spec.SpecReader.read("test.yaml", "test.yaml", yaml, "0"));
    }

    static FileRun configure(Workload w, Map<String, String> given) {
        return (FileRun) w.configure(new Options(w.options(), given));
    }
}
