/**
 * Internal, not API: plugins must not import it. Plain-text output as sysbench prints it: the final block per step
 * and the sweep's closing table, shared by the console, {@code report} and {@code summary.txt}.
 */
package dev.dbbench.reports.text;
