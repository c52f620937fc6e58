package dev.dbbench.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Room kept aside in a results folder while a run writes to it: a file of zeros, removed when the interval files
 * close or the first write to them fails. A disk that fills during a run then still has room for the final
 * {@code result.json} that says why the run ended and for its reports. At most {@link #MOST} bytes, and at most a
 * third of what is free, so that a nearly full disk still lets a run start. Best effort: where even that cannot be written,
 * the run goes on without it.
 */
final class Reserve implements AutoCloseable {
    /** The file's name; {@code report} removes one left behind by a killed run. */
    static final String FILE = ".dbbench-reserve";
    static final long MOST = 512 * 1024;
    /** The share of the free room it takes at most: on a nearly full disk the run must still fit beside it. */
    private static final int SHARE = 3;
    private static final int CHUNK = 16 * 1024;
    private final Path file;
    private boolean held;

    private Reserve(Path file, boolean held) {
        this.file = file;
        this.held = held;
    }

    /** Sets room aside in {@code dir}. */
    static Reserve claim(Path dir) {
        Path file = dir.resolve(FILE);
        try {
            long size = Math.min(MOST, Files.getFileStore(dir).getUsableSpace() / SHARE);
            try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer zeros = ByteBuffer.allocate(CHUNK);
                for (long left = size; left > 0; left -= CHUNK) {
                    zeros.clear().limit((int) Math.min(CHUNK, left));
                    while (zeros.hasRemaining()) {
                        ch.write(zeros);
                    }
                }
                ch.force(false);
            }
            return new Reserve(file, true);
        } catch (IOException | RuntimeException e) {
            Reserve none = new Reserve(file, true);
            none.close();
            return none;
        }
    }

    /** Gives the room back; idempotent. */
    @Override
    public synchronized void close() {
        if (held) {
            held = false;
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // A reserve that cannot be removed holds room, never a result; report removes it later.
            }
        }
    }

    /** Removes a reserve that a killed run left in {@code dir}. */
    static void removeLeftover(Path dir) throws IOException {
        Files.deleteIfExists(dir.resolve(FILE));
    }
}
