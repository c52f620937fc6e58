/**
 * A plugin of dbbench's own, on the public API alone. pgbench's built-in scripts ({@code pgbench_tpcb_like},
 * {@code pgbench_simple_update}, {@code pgbench_select_only}) and its tables, loaded as {@code pgbench -i} loads
 * them.
 */
package dev.dbbench.workloads.pgbench;
