package dev.dbbench.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The real {@code bench-cli.jar} run in a JVM of its own, as a user runs it: for tests of plugin jars, where
 * nothing of the plugin's module may be on the application's class path.
 */
public final class CliJar {
    private final Path jar;
    private final Path logs;

    /** @param logs the folder that keeps each run's output */
    public CliJar(Path jar, Path logs) {
        this.jar = jar;
        this.logs = logs;
    }

    /** The file named by the system property {@code property}; the test is skipped, saying {@code hint}, when it is missing. */
    public static Path required(String property, String hint) {
        String path = System.getProperty(property, "");
        assumeTrue(!path.isEmpty() && Files.isRegularFile(Path.of(path)), () -> property + " (" + path + ") is missing: " + hint);
        return Path.of(path);
    }

    /** One run, stdout and stderr together. */
    public Result run(List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString()));
        command.addAll(args);
        Path log = Files.createTempFile(Files.createDirectories(logs), "cli", ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("bench-cli did not finish within 180 s: " + command);
        }
        return new Result(p.exitValue(), Files.readString(log), command);
    }

    /** What a run left: its exit code and its output. */
    public record Result(int exit, String out, List<String> command) {
        @Override
        public String toString() {
            return String.join(" ", command) + "\nexit " + exit + "\n" + out;
        }
    }
}
