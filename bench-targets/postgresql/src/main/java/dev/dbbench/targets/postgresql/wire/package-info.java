/**
 * A plugin of dbbench's own, on the public API alone. dbbench's own client of the PostgreSQL protocol for {@code
 * --client wire}: start-up (SCRAM, md5, TLS), the simple and extended query protocols, answers read without
 * allocating.
 */
package dev.dbbench.targets.postgresql.wire;
