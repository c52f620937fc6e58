/**
 * A plugin of dbbench's own, on the public API alone. Workloads defined in YAML files ({@code --workload-file}):
 * tables, data generators, weighted transactions and options, resolved into a workload the engine runs like any
 * other.
 */
package dev.dbbench.workloads.file;
