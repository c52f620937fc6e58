package dev.dbbench.workloads.pgbench;

/** Which of pgbench's built-in scripts an event runs. */
enum PgbenchScript {
    SELECT_ONLY(false, false), TPCB_LIKE(true, true), SIMPLE_UPDATE(true, false);

    final boolean transaction;
    final boolean tellersAndBranches;

    PgbenchScript(boolean transaction, boolean tellersAndBranches) {
        this.transaction = transaction;
        this.tellersAndBranches = tellersAndBranches;
    }
}
