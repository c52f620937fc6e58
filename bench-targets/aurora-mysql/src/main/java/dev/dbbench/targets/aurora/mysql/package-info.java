/**
 * A plugin of dbbench's own, on the public API alone. The {@code aurora-mysql} target: the {@code mysql} target
 * through the AWS Advanced JDBC Wrapper.
 */
package dev.dbbench.targets.aurora.mysql;
