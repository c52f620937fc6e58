package dev.dbbench.workloads.file;

import dev.dbbench.config.OptionValues;
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

    /** What {@code list} shows of example {@code name}, every option at its default. */
    static java.util.List<String> outline(String name) {
        FileWorkload w = example(name);
        return w.outline(new OptionValues(w.options(), Map.of()));
    }

    /** A file of {@code yaml} text, read as {@code test.yaml}. */
    static FileWorkload of(String yaml) {
        return new FileWorkload(dev.dbbench.workloads.file.spec.SpecReader.read("test.yaml", "test.yaml", yaml, "0"));
    }

    static FileRun configure(Workload w, Map<String, String> given) {
        return (FileRun) w.configure(new OptionValues(w.options(), given));
    }
}
