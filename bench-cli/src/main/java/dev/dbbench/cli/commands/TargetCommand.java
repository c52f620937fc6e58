package dev.dbbench.cli.commands;

import dev.dbbench.cli.DbbenchCommand;
import dev.dbbench.cli.jobs.Context;
import dev.dbbench.cli.options.GlobalOptions;
import dev.dbbench.cli.options.TargetOptions;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** What every command that talks to databases shares: the repeatable {@code --target} groups and the global options. */
abstract class TargetCommand {
    @ParentCommand
    DbbenchCommand root;

    @ArgGroup(exclusive = false, multiplicity = "0..*")
    List<TargetOptions> targets = new ArrayList<>();

    @Mixin
    GlobalOptions globals;

    Context context() {
        return Context.of(root.console(), globals, root.secrets());
    }
}
