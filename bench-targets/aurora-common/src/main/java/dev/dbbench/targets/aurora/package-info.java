/**
 * A plugin of dbbench's own, on the public API alone. What the Aurora targets share: the AWS Advanced JDBC
 * Wrapper's set-up for failover, and the cluster topology that tells which instance answered.
 */
package dev.dbbench.targets.aurora;
