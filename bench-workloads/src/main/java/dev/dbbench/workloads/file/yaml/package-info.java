/**
 * A plugin of dbbench's own, on the public API alone. A YAML tree that keeps each node's line and column, for
 * messages that point at the mistake.
 */
package dev.dbbench.workloads.file.yaml;
