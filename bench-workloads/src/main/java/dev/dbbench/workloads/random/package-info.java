/**
 * A plugin of dbbench's own, on the public API alone. sysbench's random number generators and distributions
 * (uniform, gaussian, special, pareto, zipfian) and its digit templates, shared by the workloads.
 */
package dev.dbbench.workloads.random;
