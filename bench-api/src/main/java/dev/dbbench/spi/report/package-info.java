/**
 * Public API. A report format: a {@link dev.dbbench.spi.report.Reporter} writes a finished (or running) result,
 * read from the value types of {@code dev.dbbench.result}, as one file. Found with {@link java.util.ServiceLoader}
 * from {@code META-INF/services/dev.dbbench.spi.report.Reporter}, built in or from a plugin jar;
 * docs/writing-a-reporter-plugin.md walks through one.
 */
package dev.dbbench.spi.report;
