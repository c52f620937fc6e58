package dev.dbbench.cli.commands;

import dev.dbbench.cli.commands.DbbenchCommand;
import dev.dbbench.runner.jobs.Context;
import dev.dbbench.cli.options.GlobalOptions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/**
 * What every command that talks to databases shares: the global options. Each command declares its repeatable
 * {@code --target} groups itself: with {@code --tag} and {@code --price} ({@code TargetOptions}) where it writes a result,
 * without them ({@code ConnectionOptions}) where it only connects.
 */
abstract class TargetCommand {
    @ParentCommand
    DbbenchCommand root;

    @Mixin
    GlobalOptions globals;

    Context context() {
        return Context.of(root.console(), globals.spec(), root.secrets());
    }
}
