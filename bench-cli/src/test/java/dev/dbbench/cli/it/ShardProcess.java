package dev.dbbench.cli.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** One dbbench shard in a JVM of its own, as a pod of an Indexed Job runs it: started, awaited or killed. */
final class ShardProcess {
    private final Process process;
    private final Path log;
    private final List<String> args;

    private ShardProcess(Process process, Path log, List<String> args) {
        this.process = process;
        this.log = log;
        this.args = args;
    }

    /** Starts {@code dbbench args} with stdout and stderr in {@code log}, behind {@code prefix} (e.g. taskset), if any. */
    static ShardProcess start(Path work, String name, List<String> prefix, List<String> args) throws IOException {
        Files.createDirectories(work);
        Path log = work.resolve(name + ".log");
        List<String> command = new ArrayList<>(prefix);
        command.add(ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(List.of("-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), "dev.dbbench.cli.Main"));
        command.addAll(args);
        Process p = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        return new ShardProcess(p, log, args);
    }

    static ShardProcess start(Path work, String name, List<String> args) throws IOException {
        return start(work, name, List.of(), args);
    }

    /** Waits for the process; its exit code. */
    int await() throws InterruptedException {
        if (!process.waitFor(240, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("dbbench " + args + " did not end within 240 s");
        }
        return process.exitValue();
    }

    /** SIGKILL, as the kernel's OOM killer or a deleted pod would end it. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    String output() throws IOException {
        return Files.readString(log);
    }

    @Override
    public String toString() {
        try {
            return "dbbench " + String.join(" ", args) + "\n" + output();
        } catch (IOException e) {
            return "dbbench " + String.join(" ", args) + " (no output: " + e + ")";
        }
    }
}
