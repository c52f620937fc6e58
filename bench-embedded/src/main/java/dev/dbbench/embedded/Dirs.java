package dev.dbbench.embedded;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.stream.Stream;

/** Directory chores shared by the cache and the per-run data directories. */
final class Dirs {
    private Dirs() {
    }

    /**
     * The cache holds executables that we (maybe root) hand to the server; a directory someone else owns or can
     * write to could have been seeded with other binaries, so it is refused rather than used.
     */
    static Path trusted(Path dir) throws IOException {
        Path abs = Files.createDirectories(dir).toRealPath();
        Files.setPosixFilePermissions(abs, PosixFilePermissions.fromString("rwxr-xr-x"));
        int self = (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        for (Path p = abs; p != null; p = p.getParent()) {
            int owner = (Integer) Files.getAttribute(p, "unix:uid");
            int mode = (Integer) Files.getAttribute(p, "unix:mode");
            boolean othersMayRename = (mode & 0002) != 0 && (mode & 01000) == 0;
            if ((owner != self && owner != 0) || othersMayRename) {
                throw new IOException("refusing to keep PostgreSQL binaries in " + abs + ": " + p
                        + " is owned or writable by another user");
            }
        }
        return abs;
    }

    /** Best effort: a leftover temp dir must not turn a clean shutdown into an error. */
    static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // left for the next start's sweep of dead runs
        }
    }
}
