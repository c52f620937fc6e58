/**
 * A plugin of dbbench's own, on the public API alone. TPC-C from the specification: the nine tables and their
 * initial population, the five transactions from the client or as stored procedures, the {@code spec} and {@code
 * tproc} conventions, and the consistency checks; see docs/tpcc.md.
 */
package dev.dbbench.workloads.tpcc;
