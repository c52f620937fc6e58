/**
 * A plugin of dbbench's own, on the public API alone. The {@code aurora-postgresql} target: the {@code postgresql}
 * target through the AWS Advanced JDBC Wrapper.
 */
package dev.dbbench.targets.aurora.postgresql;
