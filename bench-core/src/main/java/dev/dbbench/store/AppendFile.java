package dev.dbbench.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A file that grows by whole records: each {@link #append} writes its bytes at the end or, when the write fails (a full
 * disk, an I/O error), cuts the file back to where it was, so that a reader never finds half a record. Through
 * {@link FileChannel}, so that it works on any file system a {@link Path} names. Not thread-safe: its owner serialises.
 */
final class AppendFile implements AutoCloseable {
    private final Path path;
    private final FileChannel channel;
    private long end;

    private AppendFile(Path path, FileChannel channel) throws IOException {
        this.path = path;
        this.channel = channel;
        this.end = channel.size();
    }

    /** Opens {@code path} to append to, creating it when missing. */
    static AppendFile open(Path path) throws IOException {
        return new AppendFile(path, FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE));
    }

    long size() {
        return end;
    }

    Path path() {
        return path;
    }

    /** Writes {@code bytes} whole at the end; on failure the file is as it was and the error names the file. */
    void append(byte[] bytes) {
        long before = end;
        try {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            long at = before;
            while (buffer.hasRemaining()) {
                at += channel.write(buffer, at);
            }
            end = at;
        } catch (IOException e) {
            cutBack(before);
            throw failure("cannot write", e);
        }
    }

    /** Cuts the file back to {@code size} bytes, dropping what was appended after: the partner of a failed record. */
    void cutBack(long size) {
        try {
            channel.truncate(size);
            end = size;
        } catch (IOException ignored) {
            // Shrinking needs no space; if even that fails the reader's check for a torn last line is the last guard.
        }
    }

    /** Forces what was written to the disk. */
    void force() {
        try {
            channel.force(false);
        } catch (IOException e) {
            throw failure("cannot sync", e);
        }
    }

    private UncheckedIOException failure(String what, IOException e) {
        return new UncheckedIOException(what + " " + path + ": " + reason(e), e);
    }

    /** The system's reason in a few words ("No space left on device"), without the path it repeats. */
    static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
