package dev.dbbench.reports;

import dev.dbbench.config.Plural;
import dev.dbbench.result.RunResult;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;

/**
 * The columns that say which run a CSV row comes from, so that the rows of many runs' files concatenated into one
 * table still tell their runs apart: when the run started, the command, the workload, its dataset, the dbbench version
 * and the run's id ({@link RunResult#runId()}). The same on every row of one file; last in each row but for the
 * step's start ({@link #stepStarted}), so that the columns before them keep their places.
 */
public final class RunColumns {
    static final List<String> HEADER = List.of("run_started", "command", "workload", "dataset", "dbbench_version", "run_id");

    private final List<String> cells;

    RunColumns(RunResult r) {
        this.cells = List.of(r.startedAt() == null ? "" : DateTimeFormatter.ISO_INSTANT.format(r.startedAt()),
                r.command() == null ? "" : r.command(), r.workload() == null ? "" : r.workload().id(), dataset(r).orElse(""),
                r.tool() == null ? "" : r.tool().version(), r.runId());
    }

    /** When a step began, ISO-8601 UTC; empty for a step of a result written before it was recorded. */
    static String stepStarted(Optional<Instant> startedAt) {
        return startedAt.map(DateTimeFormatter.ISO_INSTANT::format).orElse("");
    }

    List<String> cells() {
        return cells;
    }

    /**
     * The dataset in words, {@code 4 tables × 100000 rows}, {@code 10 warehouses} or {@code scale 100}; empty for a
     * workload sized otherwise.
     */
    public static Optional<String> dataset(RunResult r) {
        Optional<String> tables = HeaderTables.option(r, "tables");
        Optional<String> rows = HeaderTables.option(r, "table-size");
        if (tables.isPresent() && rows.isPresent()) {
            String count = tables.get().matches("[0-9]{1,9}") ? Plural.count(Integer.parseInt(tables.get()), "table") : tables.get() + " tables";
            return Optional.of(count + " × " + rows.get() + " rows");
        }
        Optional<String> warehouses = HeaderTables.option(r, "warehouses");
        if (warehouses.isPresent()) {
            return Optional.of(warehouses.get().matches("[0-9]{1,9}") ? Plural.count(Integer.parseInt(warehouses.get()), "warehouse")
                    : warehouses.get() + " warehouses");
        }
        return HeaderTables.option(r, "scale").map(s -> "scale " + s);
    }
}
