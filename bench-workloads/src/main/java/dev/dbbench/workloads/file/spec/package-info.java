/**
 * A plugin of dbbench's own, on the public API alone. Reading a workload file into its specification, each mistake
 * named with the file, line and column.
 */
package dev.dbbench.workloads.file.spec;
