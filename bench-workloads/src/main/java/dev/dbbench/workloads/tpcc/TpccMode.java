package dev.dbbench.workloads.tpcc;

/**
 * The two conventions a TPC-C number is published under. Each fixes how customer and item ids are drawn and whether
 * the transactions run as stored procedures by default; both deal the specification's deck of 10/10/1/1/1. Results
 * name the mode so that two numbers of different conventions are never set side by side unknowingly.
 */
enum TpccMode {
    /** The specification's: NURand customer and item ids (clause 2.1.6), as go-tpc and BenchBase run it. */
    SPEC(true),
    /** HammerDB's TPROC-C: uniform customer and item ids (last names stay NURand). */
    TPROC(false);

    final boolean nurandIds;

    TpccMode(boolean nurandIds) {
        this.nurandIds = nurandIds;
    }
}
