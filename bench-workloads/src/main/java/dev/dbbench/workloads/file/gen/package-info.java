/**
 * A plugin of dbbench's own, on the public API alone. The value generators of workload files: sequences, ranges
 * under a distribution, digit templates, random strings, weighted choices, timestamps and constants.
 */
package dev.dbbench.workloads.file.gen;
