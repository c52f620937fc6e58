package dev.dbbench.cli.scaffold;

import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Writes a plugin project into a folder: its kind's template (the example plugin the build packed into the jar) with
 * the example's names replaced by the plugin's, and a README that says how to build it and where its jar goes.
 */
public final class Scaffold {
    private Scaffold() {
    }

    /** What was written: the files (relative to the folder) and the plugin class its service file names. */
    public record Written(List<String> files, String pluginClass) {
    }

    /**
     * Writes the plugin {@code spec} into {@code dir}, which is created when missing.
     *
     * @throws UsageException when {@code dir} is a file or a folder that is not empty
     */
    public static Written write(PluginSpec spec, Path dir) throws IOException {
        refuseNonEmpty(dir);
        Renames renames = spec.kind().renames(spec);
        List<String> files = new ArrayList<>();
        String pluginClass = "";
        URI pom = template(spec.kind());
        try (Template template = Template.open(pom)) {
            Path root = template.root();
            List<Path> sources;
            try (Stream<Path> walk = Files.walk(root)) {
                sources = walk.filter(Files::isRegularFile).sorted().toList();
            }
            for (Path source : sources) {
                String relative = renames.apply(root.relativize(source).toString().replace('\\', '/'));
                String text = renames.apply(Files.readString(source, StandardCharsets.UTF_8));
                Path target = dir.resolve(relative);
                Files.createDirectories(target.getParent());
                Files.writeString(target, text, StandardCharsets.UTF_8);
                files.add(relative);
                if (relative.startsWith("src/main/resources/META-INF/services/")) {
                    pluginClass = text.strip().lines().findFirst().orElse("");
                }
            }
        }
        Files.writeString(dir.resolve("README.md"), Readme.text(spec), StandardCharsets.UTF_8);
        files.add("README.md");
        return new Written(List.copyOf(files), pluginClass);
    }

    private static void refuseNonEmpty(Path dir) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UsageException("--dir " + dir + " is a file; give a new or empty folder for the plugin");
        }
        if (Files.isDirectory(dir)) {
            try (Stream<Path> entries = Files.list(dir)) {
                if (entries.findAny().isPresent()) {
                    throw new UsageException("--dir " + dir + " is not empty; give a new or empty folder for the plugin");
                }
            }
        }
        Files.createDirectories(dir);
    }

    /** The URI of the template's pom.xml, in the jar or, in a build, in the classes folder. */
    private static URI template(PluginKind kind) {
        URL pom = Scaffold.class.getResource("/" + kind.templateFolder() + "/pom.xml");
        if (pom == null) {
            throw new IllegalStateException("this bench-cli has no plugin templates; build it with ./mvnw package");
        }
        try {
            return pom.toURI();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The template's folder, and the jar's file system when this opened it, closed with it. */
    private record Template(Path root, Optional<FileSystem> opened) implements AutoCloseable {
        static Template open(URI pom) throws IOException {
            if (!"jar".equals(pom.getScheme())) {
                return new Template(Path.of(pom).getParent(), Optional.empty());
            }
            try {
                FileSystem fs = FileSystems.newFileSystem(pom, Map.of());
                return new Template(Path.of(pom).getParent(), Optional.of(fs));
            } catch (FileSystemAlreadyExistsException e) {
                return new Template(Path.of(pom).getParent(), Optional.empty());
            }
        }

        @Override
        public void close() throws IOException {
            if (opened.isPresent()) {
                opened.get().close();
            }
        }
    }
}
