/**
 * A plugin of dbbench's own, on the public API alone. dbbench's own client of the MySQL protocol for {@code
 * --client wire}: login (native and caching_sha2 passwords, TLS), text and prepared statements, answers read
 * without allocating.
 */
package dev.dbbench.targets.mysql.wire;
