/**
 * Public API. A workload's events as statement sequences ({@link dev.dbbench.spi.script.EventScript}): what a
 * client other than JDBC runs ({@code --client wire}). A workload that can describe its events so gives a script;
 * the target's wire client sends its {@link dev.dbbench.spi.script.ScriptStatement}s with the values a {@link
 * dev.dbbench.spi.script.ScriptCursor} draws into {@link dev.dbbench.spi.script.ScriptParams}.
 */
package dev.dbbench.spi.script;
