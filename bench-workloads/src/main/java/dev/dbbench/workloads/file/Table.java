package dev.dbbench.workloads.file;

import dev.dbbench.workloads.file.gen.Generator;
import dev.dbbench.workloads.file.spec.TableSpec;
import java.util.List;

/**
 * A table of a workload file with its numbers worked out for the options in effect.
 *
 * @param rows       rows {@code prepare} loads
 * @param generators one per loaded column ({@link TableSpec#loaded()}), in the same order
 */
record Table(TableSpec spec, long rows, List<Generator> generators) {

    Table {
        generators = List.copyOf(generators);
    }

    String name() {
        return spec.name();
    }

    List<String> loadedColumns() {
        return spec.loaded().stream().map(c -> c.name()).toList();
    }
}
