package dev.dbbench.cli.html;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Debian's headless Chromium, as {@code scripts/setup-chromium.sh} installs it: one fresh profile per call, no network
 * service of its own (no QUIC, background networking, component updates or sync), logging the pages' console to stderr.
 */
record Chromium(Path binary, Path profiles) {
    private static final long TIMEOUT_SECONDS = 90;

    /** The installed binary ({@code chromium}, else {@code chromium-browser} or {@code google-chrome}), if any. */
    static Optional<Chromium> find(Path profiles) {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
            for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return Optional.of(new Chromium(p, profiles));
                }
            }
        }
        return Optional.empty();
    }

    /** What one run printed: the DOM or nothing on stdout, the console and Chromium's own log on stderr. */
    record Output(String stdout, String stderr) {
        /** The lines of the pages' console that report an error (an uncaught exception, console.error, a failed load). */
        List<String> consoleErrors() {
            return stderr.lines().filter(l -> l.contains(":CONSOLE") || l.contains("Uncaught"))
                    .filter(l -> l.contains("Uncaught") || l.contains("ERROR:CONSOLE") || l.contains("Failed to load")).toList();
        }
    }

    /** Loads {@code page}, lets its scripts run, and returns the DOM as it then is. */
    Output dumpDom(Path page) throws IOException, InterruptedException {
        return run(List.of("--dump-dom", "--virtual-time-budget=10000", "--allow-file-access-from-files"), page);
    }

    /** Saves a screenshot of {@code page} at {@code width} x {@code height} pixels. */
    Output screenshot(Path page, Path png, int width, int height) throws IOException, InterruptedException {
        return run(List.of("--screenshot=" + png.toAbsolutePath(), "--window-size=" + width + "," + height, "--hide-scrollbars"), page);
    }

    private Output run(List<String> args, Path page) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(profiles, "profile");
        List<String> cmd = new ArrayList<>(List.of(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0"));
        cmd.addAll(args);
        cmd.add(page.toUri().toString());
        Path out = profiles.resolve(profile.getFileName() + ".out");
        Path err = profiles.resolve(profile.getFileName() + ".err");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new IOException("chromium did not finish " + page + " within " + TIMEOUT_SECONDS + " s");
        }
        try (Stream<ProcessHandle> left = p.descendants()) {
            left.forEach(ProcessHandle::destroyForcibly);
        }
        return new Output(Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }
}
