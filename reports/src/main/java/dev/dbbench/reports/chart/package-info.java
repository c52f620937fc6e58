/**
 * Internal, not API: plugins must not import it. The charts every report draws, as data: series by threads or
 * over time with their axes ({@link dev.dbbench.reports.chart.Charts}), drawn as SVG in HTML and as PNG files alike.
 */
package dev.dbbench.reports.chart;
