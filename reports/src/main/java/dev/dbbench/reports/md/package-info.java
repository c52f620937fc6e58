/**
 * Internal, not API: plugins must not import it. The Markdown report ({@code report.md}): the
 * tables people paste beside published sysbench results.
 */
package dev.dbbench.reports.md;
