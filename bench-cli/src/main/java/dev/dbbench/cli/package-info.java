/**
 * Internal, not API: plugins must not import it. The command line's entry point: {@link dev.dbbench.cli.Main}, which
 * runs the picocli root command ({@link dev.dbbench.cli.commands.DbbenchCommand}), alone maps exceptions to exit codes
 * ({@link dev.dbbench.cli.Failures}) and turns parse errors into one line that names the fix.
 */
package dev.dbbench.cli;
