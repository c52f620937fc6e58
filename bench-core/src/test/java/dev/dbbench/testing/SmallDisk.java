package dev.dbbench.testing;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.io.IOException;
import java.nio.file.FileSystem;
import java.nio.file.Path;

/**
 * A file system in memory that holds at most a given number of bytes, then fails every write that needs more room
 * with an {@link IOException}, as a full disk does: the write failures of a run, tested without root or a mount.
 * Room freed by removing or shortening a file can be written again. Close it after.
 */
public final class SmallDisk implements AutoCloseable {
    /** Room is taken in blocks of this many bytes, as a real file system's pages. */
    public static final int BLOCK = 1024;
    private final FileSystem fs;

    /** A disk of {@code bytes} (rounded down to whole blocks). */
    public SmallDisk(long bytes) {
        fs = Jimfs.newFileSystem(Configuration.unix().toBuilder().setBlockSize(BLOCK).setMaxSize(bytes)
                .setMaxCacheSize(0).build());
    }

    /** A folder on this disk, not yet created. */
    public Path path(String name) {
        return fs.getPath("/" + name);
    }

    /** What is still free. */
    public long free() throws IOException {
        return fs.getFileStores().iterator().next().getUsableSpace();
    }

    @Override
    public void close() throws IOException {
        fs.close();
    }
}
