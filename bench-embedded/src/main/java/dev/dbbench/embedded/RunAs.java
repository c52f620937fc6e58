package dev.dbbench.embedded;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs the PostgreSQL tools. initdb and postgres refuse to run as root (our CI and many containers are root), so
 * when we are root every command is prefixed with {@code setpriv} (or {@code runuser}) to an unprivileged account,
 * {@code nobody} unless {@code -Ddbbench.embedded.user} names another, and the directories it writes are chowned.
 */
final class RunAs {
    private final String user;
    private final int uid;
    private final int gid;
    private final List<String> prefix;

    private RunAs(String user, int uid, int gid, List<String> prefix) {
        this.user = user;
        this.uid = uid;
        this.gid = gid;
        this.prefix = prefix;
    }

    /** Runs commands as ourselves; fine for anything but initdb and the server. */
    static RunAs self() {
        return new RunAs(System.getProperty("user.name"), -1, -1, List.of());
    }

    static boolean isRoot() throws IOException {
        return ((Number) Files.getAttribute(Path.of("/proc/self"), "unix:uid")).intValue() == 0;
    }

    static RunAs detect() throws IOException {
        if (!isRoot()) {
            return self();
        }
        String user = System.getProperty("dbbench.embedded.user", "nobody");
        String[] pw = Files.readAllLines(Path.of("/etc/passwd")).stream().map(l -> l.split(":"))
                .filter(f -> f.length > 3 && f[0].equals(user)).findFirst()
                .orElseThrow(() -> new IOException("running as root, and PostgreSQL refuses root; user '" + user
                        + "' to run it as is missing from /etc/passwd (choose one with -Ddbbench.embedded.user)"));
        int uid = Integer.parseInt(pw[2]);
        int gid = Integer.parseInt(pw[3]);
        Optional<String> setpriv = find("setpriv");
        if (setpriv.isPresent()) {
            return new RunAs(user, uid, gid, List.of(setpriv.get(), "--reuid=" + uid, "--regid=" + gid, "--clear-groups", "--"));
        }
        Optional<String> runuser = find("runuser");
        if (runuser.isPresent()) {
            return new RunAs(user, uid, gid, List.of(runuser.get(), "-u", user, "--"));
        }
        throw new IOException("running as root, and PostgreSQL refuses root; install util-linux (setpriv or runuser)");
    }

    boolean dropsPrivileges() {
        return uid >= 0;
    }

    String user() {
        return user;
    }

    /** Hands a directory we created to the server's account, which must write into it. */
    void own(Path dir) throws IOException {
        if (dropsPrivileges()) {
            Files.setAttribute(dir, "unix:uid", uid);
            Files.setAttribute(dir, "unix:gid", gid);
        }
    }

    /** Fails early with a readable reason instead of initdb's "Permission denied" (e.g. a work dir under /root). */
    void checkReachable(Path file) throws IOException {
        if (!dropsPrivileges()) {
            return;
        }
        for (Path p = file.toAbsolutePath().getParent(); p != null; p = p.getParent()) {
            if (!Files.getPosixFilePermissions(p).contains(PosixFilePermission.OTHERS_EXECUTE)) {
                throw new IOException("PostgreSQL runs as user '" + user + "' (we are root), which cannot enter " + p
                        + "; use a work dir outside it");
            }
        }
    }

    /** Runs a command to completion; output goes to {@code log} so a daemonizing child cannot hold a pipe open. */
    void run(Duration timeout, Path log, String stdin, String... command) throws IOException {
        List<String> cmd = new ArrayList<>(prefix);
        cmd.addAll(List.of(command));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        pb.environment().keySet().removeIf(k -> k.startsWith("PG") || k.startsWith("LC_") || k.equals("LANG"));
        pb.environment().put("LC_ALL", "C");
        Process p = pb.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        try {
            if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new IOException(command[0] + " timed out after " + timeout + ": " + tail(log));
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + command[0], e);
        }
        if (p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed (exit " + p.exitValue() + "): " + tail(log));
        }
    }

    static String tail(Path log) throws IOException {
        String s = Files.exists(log) ? new String(Files.readAllBytes(log), StandardCharsets.UTF_8) : "";
        return s.substring(Math.max(0, s.length() - 2000)).strip();
    }

    private static Optional<String> find(String tool) {
        String path = System.getenv().getOrDefault("PATH", "") + ":/usr/sbin:/usr/bin:/sbin:/bin";
        return Stream.of(path.split(":")).filter(d -> !d.isEmpty()).map(d -> Path.of(d, tool))
                .filter(Files::isExecutable).map(Path::toString).findFirst();
    }
}
