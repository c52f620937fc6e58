package dev.dbbench.result;

import java.util.List;

/**
 * What the workload's checks of its dataset found once the run was over. They passed before it, or it would not have
 * run; a workload whose checks are invariants of any run (a schema's consistency conditions) is checked again after it.
 *
 * @param passed whether every check held after the run; false too when the dataset could not be read
 * @param note   the finding in one line, as the console and the reports show it
 */
public record DatasetCheck(boolean passed, String note) {

    /**
     * Every check held after the run.
     *
     * @return a passed check
     */
    public static DatasetCheck passedAfter() {
        return new DatasetCheck(true, "the dataset's consistency checks passed before and after the run");
    }

    /**
     * Some checks no longer held after the run.
     *
     * @param problems the checks that failed, one line each
     * @return a failed check naming them
     */
    public static DatasetCheck failedAfter(List<String> problems) {
        return new DatasetCheck(false, "the dataset's consistency checks failed after the run: " + String.join("; ", problems));
    }

    /**
     * The dataset could not be read after the run.
     *
     * @param why the reason, one clause
     * @return a failed check saying why
     */
    public static DatasetCheck notChecked(String why) {
        return new DatasetCheck(false, "the dataset could not be checked after the run: " + why);
    }
}
