/**
 * Internal. {@code capture}: a workload file from what a running MySQL, MariaDB or PostgreSQL server executed over a
 * window. {@link dev.dbbench.capture.Capture} runs one capture; {@code source} reads the server (statistics, statement
 * log, catalog) and restores its settings, {@code sql} reads statements into shapes and values, {@code model} rebuilds
 * transactions and fits generators, {@code out} writes the file, its report and {@code capture.json}.
 */
package dev.dbbench.capture;
