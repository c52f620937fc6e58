/**
 * <b>Internal.</b> Several workloads run as one ({@code --workload pgbench_select_only@9,pgbench_simple_update@1}):
 * each event runs one of them, drawn by weight, as pgbench's {@code -b NAME@WEIGHT} does, so that a step can hold read
 * and write work at once and {@code --route-reads} send the read-only workloads to the target's readers.
 */
package dev.dbbench.mix;
