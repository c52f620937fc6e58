/**
 * Internal, not API: plugins must not import it. The self-contained HTML report ({@code report.html}): tables and
 * charts in one file, no network.
 */
package dev.dbbench.reports.html;
