package dev.dbbench.cli.mistakes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs dbbench in a JVM of its own, as a user would: its own environment (for {@code --password-env}),
 * its own home folder, and every byte it writes to stdout and stderr kept, including what a driver
 * might print there directly.
 */
final class CliProcess {
    private final Path work;
    private final Map<String, String> env;
    private int count;

    /** @param work the working folder; transcripts and the home folder go below it */
    CliProcess(Path work, Map<String, String> env) throws IOException {
        this.work = Files.createDirectories(work);
        this.env = Map.copyOf(env);
        Files.createDirectories(home());
    }

    Path home() {
        return work.resolve("home");
    }

    /** One run; stdout and stderr are written to {@code transcripts/N.out} and {@code N.err}. */
    Run run(List<String> args) throws IOException, InterruptedException {
        int n = ++count;
        Path transcripts = Files.createDirectories(work.resolve("transcripts"));
        Path out = transcripts.resolve(n + ".out");
        Path err = transcripts.resolve(n + ".err");
        List<String> command = new ArrayList<>(List.of(java(), "-Duser.home=" + home(),
                // Short commands: a quick start matters more than peak speed, and neither changes what is written.
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
        command.addAll(application());
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command).directory(work.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().putAll(env);
        Process p = pb.start();
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("dbbench " + args + " did not finish within 180 s");
        }
        return new Run(args, p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /**
     * The jar users run, when the build has made it from the current classes; else this JVM's class path.
     * The jar also keeps the runs apart from other modules being reinstalled meanwhile.
     */
    private static List<String> application() throws IOException {
        Path jar = Path.of("target", "bench-cli.jar");
        Path main = Path.of("target", "classes", "dev", "dbbench", "cli", "Main.class");
        if (Files.isRegularFile(jar) && Files.isRegularFile(main)
                && Files.getLastModifiedTime(jar).compareTo(Files.getLastModifiedTime(main)) >= 0) {
            return List.of("-jar", jar.toAbsolutePath().toString());
        }
        return List.of("-cp", System.getProperty("java.class.path"), "dev.dbbench.cli.Main");
    }

    private static String java() {
        return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** What one command did. */
    record Run(List<String> args, int exitCode, String out, String err) {
        @Override
        public String toString() {
            return "dbbench " + String.join(" ", args) + "\nexit " + exitCode + "\n--- stdout ---\n" + out + "\n--- stderr ---\n" + err;
        }
    }
}
