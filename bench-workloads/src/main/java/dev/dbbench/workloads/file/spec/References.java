package dev.dbbench.workloads.file.spec;

import java.util.ArrayList;
import java.util.List;

/** Checks that every {@code table.column} a generator draws keys of is a column that a sequence fills. */
final class References {
    private References() {
    }

    static void check(WorkloadSpec spec) {
        List<GeneratorSpec> all = new ArrayList<>();
        spec.tables().forEach(t -> t.columns().forEach(c -> c.data().ifPresent(all::add)));
        spec.transactions().forEach(t -> all.addAll(t.params().values()));
        for (GeneratorSpec g : all) {
            g.ref().ifPresent(ref -> {
                TableSpec table = spec.table(ref.table()).orElseThrow(() -> ref.where().mistake(ref.table() + "." + ref.column()
                        + " in " + g.what() + " names no table of this file; give one of " + tableNames(spec)));
                ColumnSpec column = table.column(ref.column()).orElseThrow(() -> ref.where().mistake(ref.table() + "." + ref.column()
                        + " in " + g.what() + " names no column of table " + ref.table() + "; give a column filled by a sequence"));
                if (column.data().flatMap(GeneratorSpec::sequenceStart).isEmpty()) {
                    throw ref.where().mistake(ref.table() + "." + ref.column() + " in " + g.what() + " is not filled by a sequence,"
                            + " so it has no key range; give that column data: {sequence: 1}, or draw from a range such as [1, 1000]");
                }
            });
        }
    }

    private static String tableNames(WorkloadSpec spec) {
        return spec.tables().isEmpty() ? "(none: add tables)" : String.join(", ", spec.tables().stream().map(TableSpec::name).toList());
    }
}
