package dev.dbbench.runner.jobs;

import dev.dbbench.result.DatasetCheck;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * The dataset checked again once a run is over, for a workload whose checks hold after any run as they did before it:
 * one that reads counters of its own from the server (TPC-C, whose consistency conditions every transaction keeps).
 * Other workloads' checks, row counts that an insert workload changes, are not run again.
 */
public final class AfterRunCheck {
    private AfterRunCheck() {
    }

    /** What {@code workload}'s checks find now on {@code session}'s server; empty for a workload not checked after a run. */
    public static Optional<DatasetCheck> of(Session session, ConfiguredWorkload<?> workload) {
        if (workload.serverCounters().isEmpty()) {
            return Optional.empty();
        }
        try {
            List<String> problems = session.verify(workload);
            return Optional.of(problems.isEmpty() ? DatasetCheck.passedAfter() : DatasetCheck.failedAfter(problems));
        } catch (SQLException | RuntimeException e) {
            return Optional.of(DatasetCheck.notChecked(String.valueOf(e.getMessage())));
        }
    }

    /** The console's line: the finding, as a warning when a check did not pass. */
    public static String line(DatasetCheck check) {
        return (check.passed() ? "Dataset: " : "warning: ") + check.note();
    }
}
