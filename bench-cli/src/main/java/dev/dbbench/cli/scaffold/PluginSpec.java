package dev.dbbench.cli.scaffold;

import dev.dbbench.spi.UsageException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The plugin to write: its kind, its name (the target id, workload name or report format, and the stem of its
 * artifact and class names), its Java package (also its Maven group), the dbbench version its build imports, and
 * the bench-cli.jar its jar-drop tests run, when known.
 */
public record PluginSpec(PluginKind kind, String name, String packageName, String dbbenchVersion, Optional<Path> cliJar) {
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
    private static final Pattern PACKAGE = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*");

    /** Checks the name and the package, which become identifiers in Java, Maven and the command line. */
    public PluginSpec {
        if (!NAME.matcher(name).matches()) {
            throw new UsageException("--name '" + name + "' is not a plugin name; give lower-case letters and digits,"
                    + " words joined by '-', starting with a letter (e.g. --name acme)");
        }
        if (!PACKAGE.matcher(packageName).matches() || packageName.startsWith("dev.dbbench")) {
            throw new UsageException("--package '" + packageName + "' is not a package of your own; give a lower-case Java"
                    + " package outside dev.dbbench (e.g. --package com.acme.dbbench)");
        }
    }

    /** The package a plugin gets when none is given: {@code org.example.dbbench.NAME}, without the dashes. */
    public static String defaultPackage(String name) {
        return "org.example.dbbench." + name.replace("-", "");
    }

    /**
     * The name a plugin gets when none is given: its folder's name in lower case, other characters as dashes,
     * without a leading {@code dbbench-} or a trailing kind ({@code acme-target} gives {@code acme}).
     */
    public static String defaultName(Path dir, PluginKind kind) {
        Path file = dir.toAbsolutePath().normalize().getFileName();
        String name = (file == null ? "" : file.toString()).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^[^a-z]+|-+$", "").replaceAll("^dbbench-|-" + kind.label() + "$", "");
        return name.isEmpty() ? "my-plugin" : name;
    }

    /** The stem of the plugin's class names: {@code acme-db} gives {@code AcmeDb}. */
    public String classStem() {
        return Arrays.stream(name.split("-")).map(w -> Character.toUpperCase(w.charAt(0)) + w.substring(1))
                .collect(Collectors.joining());
    }

    /** The artifact id of the plugin: {@code dbbench-acme-target}. */
    public String artifactId() {
        return kind.artifactId(name);
    }
}
