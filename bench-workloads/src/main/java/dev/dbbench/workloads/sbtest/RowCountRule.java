package dev.dbbench.workloads.sbtest;

/**
 * How a workload's run changes the row count, and so which counts {@code verify} accepts. The check
 * matters because a dataset smaller than {@code --table-size} turns point selects into empty reads
 * and inflates QPS.
 */
public enum RowCountRule {
    /** Reads and delete + insert pairs keep every id: the count must equal table size. */
    EXACT,
    /** oltp_insert adds rows: any count from table size up is fine. */
    AT_LEAST,
    /**
     * oltp_delete removes rows: counts up to table size are fine (its misses show up as "other" statements),
     * but not none, where every delete would find nothing and the run would measure only misses.
     */
    AT_MOST,
    /** oltp_insert with client ids starts from empty tables and only grows them: existence is enough. */
    ANY;

    public boolean accepts(long rows, long tableSize) {
        return switch (this) {
            case EXACT -> rows == tableSize;
            case AT_LEAST -> rows >= tableSize;
            case AT_MOST -> rows > 0 && rows <= tableSize;
            case ANY -> true;
        };
    }
}
