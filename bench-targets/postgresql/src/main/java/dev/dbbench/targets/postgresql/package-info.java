/**
 * A plugin of dbbench's own, on the public API alone. The {@code postgresql} target through pgJDBC, loading by
 * {@code COPY} (binary where every column allows it); the base of {@code aurora-postgresql}.
 */
package dev.dbbench.targets.postgresql;
