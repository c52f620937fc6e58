package dev.dbbench.testing;

import dev.dbbench.spi.PsMode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/** Plugin jars made by a test, as a user would drop them into a plugins folder. */
public final class PluginJars {
    private PluginJars() {
    }

    /**
     * Compiles {@code source}, the class {@code className}, against bench-core into {@code dir/classes}: out of the
     * test class path, so that only a plugin jar's own class loader finds the class.
     *
     * @return the folder of the class files
     */
    public static Path compile(Path dir, String className, String source) throws Exception {
        return compile(dir, Map.of(className, source));
    }

    /**
     * As {@link #compile(Path, String, String)}, for several source files at once, by the class each is named after.
     *
     * @return the folder of the class files
     */
    public static Path compile(Path dir, Map<String, String> sources) throws Exception {
        List<String> args = new ArrayList<>();
        Path out = Files.createDirectories(dir.resolve("classes"));
        String core = Path.of(PsMode.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        args.addAll(List.of("-d", out.toString(), "-cp", core));
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path src = dir.resolve("src/" + e.getKey().replace('.', '/') + ".java");
            Files.createDirectories(src.getParent());
            Files.writeString(src, e.getValue());
            args.add(src.toString());
        }
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new));
        if (rc != 0) {
            throw new IllegalStateException("javac failed on " + sources.keySet());
        }
        return out;
    }

    /**
     * Writes {@code jar} with a service file of {@code lines} for {@code service} and, when {@code classes} is not
     * null, every class file under it.
     */
    public static Path jar(Path jar, Class<?> service, Path classes, String... lines) throws IOException {
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(os)) {
            j.putNextEntry(new JarEntry("META-INF/services/" + service.getName()));
            j.write((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
            j.closeEntry();
            if (classes != null) {
                try (Stream<Path> files = Files.walk(classes)) {
                    for (Path f : files.filter(Files::isRegularFile).toList()) {
                        j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                        j.write(Files.readAllBytes(f));
                        j.closeEntry();
                    }
                }
            }
        }
        return jar;
    }
}
