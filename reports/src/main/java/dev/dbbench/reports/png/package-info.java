/**
 * Internal, not API: plugins must not import it. {@code --format png}: the report's charts as PNG files for
 * articles and slides, drawn with JFreeChart from the same chart data as the HTML report.
 */
package dev.dbbench.reports.png;
