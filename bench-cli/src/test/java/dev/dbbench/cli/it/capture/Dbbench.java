package dev.dbbench.cli.it.capture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A dbbench command in a JVM of its own, so that it can be sent SIGINT or run beside the test: started, watched, awaited. */
final class Dbbench {
    private final Process process;
    private final Path log;

    private Dbbench(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    static Dbbench start(Path work, String name, List<String> args) throws IOException {
        Files.createDirectories(work);
        Path log = work.resolve(name + ".log");
        List<String> command = new ArrayList<>();
        if (interruptIgnored()) {
            // A JVM started with SIGINT ignored keeps ignoring it, and so does every process it starts: the test would
            // send Ctrl-C to a command that cannot hear it. GNU env sets it back to the default for the command.
            command.addAll(List.of("env", "--default-signal=INT"));
        }
        command.add(ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(List.of("-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), "dev.dbbench.cli.Main"));
        command.addAll(args);
        Process p = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        return new Dbbench(p, log);
    }

    /** Waits up to 60 s for {@code text} in the output; fails with the output if the process ends first. */
    void awaitOutput(String text) throws IOException, InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!output().contains(text)) {
            if (!process.isAlive() || System.nanoTime() > until) {
                throw new AssertionError("no '" + text + "' in:\n" + output());
            }
            Thread.sleep(100);
        }
    }

    /** Whether this process ignores SIGINT, as a job started in the background by a shell without job control does. */
    private static boolean interruptIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return false;
        }
        return Files.readAllLines(status).stream().filter(l -> l.startsWith("SigIgn:")).findFirst()
                .map(l -> (Long.parseUnsignedLong(l.substring("SigIgn:".length()).strip(), 16) & 0x2) != 0).orElse(false);
    }

    /** Ctrl-C. */
    void interrupt() throws IOException, InterruptedException {
        new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).inheritIO().start().waitFor();
    }

    int await() throws InterruptedException, IOException {
        if (!process.waitFor(180, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("dbbench did not end within 180 s:\n" + output());
        }
        return process.exitValue();
    }

    String output() throws IOException {
        return Files.exists(log) ? Files.readString(log) : "";
    }
}
