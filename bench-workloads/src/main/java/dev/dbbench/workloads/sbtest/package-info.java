/**
 * A plugin of dbbench's own, on the public API alone. The {@code sbtest} tables the OLTP family shares: options,
 * schema, the parallel loader (index after load) and the row-count check that catches a {@code --table-size}
 * mismatch before any time is spent.
 */
package dev.dbbench.workloads.sbtest;
