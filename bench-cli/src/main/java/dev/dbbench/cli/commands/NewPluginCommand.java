package dev.dbbench.cli.commands;

import dev.dbbench.cli.scaffold.PluginKind;
import dev.dbbench.cli.scaffold.PluginSpec;
import dev.dbbench.cli.scaffold.Scaffold;
import dev.dbbench.result.ToolInfo;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "new-plugin", mixinStandardHelpOptions = true,
        description = {"Write a new plugin project (a target, a workload or a report format) into an empty folder.",
            "It is the example plugin of that kind under your names: a Maven build that imports this dbbench's bench-bom,"
                + " the plugin's classes, its service file, a contract test that passes, and a README saying where the jar goes."},
        footer = {"", "Example:",
            "  java -jar bench-cli.jar new-plugin --kind target --dir acme-target \\",
            "    --package com.acme.dbbench --name acme"})
public final class NewPluginCommand implements Callable<Integer> {
    @ParentCommand
    DbbenchCommand root;

    @Option(names = "--kind", required = true, paramLabel = "KIND", description = "What the plugin adds: target, workload or reporter.")
    PluginKind kind;

    @Option(names = "--dir", required = true, paramLabel = "DIR", description = "The folder to write the project into: new or empty.")
    Path dir;

    @Option(names = "--name", paramLabel = "NAME", description = "The target id, workload name or report format, and the stem of the"
            + " class and artifact names (default: the folder's name without a trailing kind).")
    String name;

    @Option(names = "--package", paramLabel = "PACKAGE", description = "The plugin's Java package, also its Maven group"
            + " (default: org.example.dbbench.NAME).")
    String packageName;

    @Override
    public Integer call() throws Exception {
        String pluginName = name != null ? name : PluginSpec.defaultName(dir, kind);
        PluginSpec spec = new PluginSpec(kind, pluginName, packageName != null ? packageName : PluginSpec.defaultPackage(pluginName),
                ToolInfo.current().version(), runningJar());
        Scaffold.Written written = Scaffold.write(spec, dir);
        PrintStream out = root.out();
        out.println("Wrote a " + kind.label() + " plugin, " + spec.name() + " (" + written.pluginClass() + "), into " + dir
                + ": " + written.files().size() + " files.");
        out.println("Build it:  cd " + dir + " && mvn package   (Maven 3.9+, or a dbbench checkout's ./mvnw)");
        out.println("Then drop target/" + spec.artifactId() + "-0.1.0.jar into plugins/ beside bench-cli.jar; 'list' shows it.");
        return 0;
    }

    /** The bench-cli.jar this runs from, for the plugin's jar-drop tests; none when run from a build's classes. */
    private static Optional<Path> runningJar() {
        CodeSource source = NewPluginCommand.class.getProtectionDomain().getCodeSource();
        try {
            Path location = source == null ? Path.of("") : Path.of(source.getLocation().toURI());
            return location.toString().endsWith(".jar") ? Optional.of(location.toAbsolutePath()) : Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }
}
