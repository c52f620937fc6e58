/**
 * Public API. What targets and workloads both use: the SQL {@link dev.dbbench.spi.Dialect} a target gives and a
 * workload builds its statements from, the {@link dev.dbbench.spi.BulkLoader} {@code prepare} loads through (with
 * its {@link dev.dbbench.spi.LoadReport}), {@link dev.dbbench.spi.PsMode} and {@link
 * dev.dbbench.spi.UsageException}, which a plugin throws for a bad option value. The roles live in sub-packages:
 * {@code spi.target}, {@code spi.workload}, {@code spi.script}, {@code spi.report}. A plugin imports only the API
 * packages: {@code dev.dbbench.spi..}, {@code dev.dbbench.result..}, {@code dev.dbbench.sql} and {@code
 * dev.dbbench.wire}; a test enforces it.
 */
package dev.dbbench.spi;
