package dev.dbbench.reports;

import dev.dbbench.spi.report.ReportOutput;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A report printed: its document to a writer (standard output), and the files a format of files writes, which cannot
 * be printed, into a folder chosen only when the first one is written.
 */
public final class PrintedOutput implements ReportOutput {
    private final Writer document;
    private final Supplier<Path> folder;
    private final List<Path> files = new ArrayList<>();
    private Path dir;
    private boolean printed;

    /** Prints to {@code document}; files go under the folder {@code folder} gives, asked once. */
    public PrintedOutput(Writer document, Supplier<Path> folder) {
        this.document = document;
        this.folder = folder;
    }

    @Override
    public Writer document() {
        printed = true;
        return document;
    }

    @Override
    public Path file(String name) throws IOException {
        if (dir == null) {
            dir = folder.get();
        }
        Path file = FolderOutput.inside(dir, name);
        files.add(file);
        return file;
    }

    /** The folder the files went to, when any was written. */
    public Optional<Path> folder() {
        return Optional.ofNullable(dir);
    }

    /** Whether the format printed its document, or wrote any file: false when it had nothing to show. */
    public boolean wroteAnything() {
        return printed || !files.isEmpty();
    }

    /** The files written, in the order they were asked for; empty for a format of one document. */
    public List<Path> files() {
        return List.copyOf(files);
    }
}
