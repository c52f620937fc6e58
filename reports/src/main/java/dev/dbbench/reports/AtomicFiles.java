package dev.dbbench.reports;

import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file so that a reader sees either the old content or the new one, never half of it: a
 * 12-hour run rewrites {@code result.json} every minute and a crash or a concurrent {@code report}
 * must not find a truncated file.
 */
public final class AtomicFiles {

    /** Produces the content of a file. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFiles() {
    }

    /**
     * Writes {@code content} as UTF-8 to a temporary file next to {@code file} (same file system, so the
     * rename is atomic), forces it to disk, then renames it over {@code file}. Creates missing parent
     * directories. On failure the temporary file is removed and {@code file} is untouched.
     */
    public static void write(Path file, Content content) throws IOException {
        writeBytes(file, stream -> {
            Writer out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
            content.writeTo(out);
            out.flush();
        });
    }

    /** Produces the bytes of a file (an image). */
    @FunctionalInterface
    public interface Bytes {
        void writeTo(OutputStream out) throws IOException;
    }

    /** As {@link #write}, for a file of bytes rather than text. */
    public static void writeBytes(Path file, Bytes content) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Files.createDirectories(dir);
        // Not Files.createTempFile: its owner-only permissions would carry over to the report.
        String unique = Long.toHexString(ThreadLocalRandom.current().nextLong());
        Path tmp = dir.resolve("." + target.getFileName() + "." + unique + ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                 OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch))) {
                content.writeTo(out);
                out.flush();
                ch.force(true);
            }
            move(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static void move(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            // Some file systems (a few network mounts) cannot rename atomically; a plain replace is the best left.
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
