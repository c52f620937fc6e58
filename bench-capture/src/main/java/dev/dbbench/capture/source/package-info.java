/**
 * Internal. Where a capture reads a server from: MySQL's and MariaDB's digests, general and slow logs, PostgreSQL's
 * {@code pg_stat_statements} and server log, and the catalog; with the settings a window changes, and how each is put
 * back.
 */
package dev.dbbench.capture.source;
