package dev.dbbench.reports;

import dev.dbbench.spi.report.ReportOutput;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A report written into a folder: its document to one file, replaced atomically when {@link #finish} is called, its own
 * files where it asks. The document is held in memory until then, so a failed report never leaves half a file.
 */
public final class FolderOutput implements ReportOutput {
    private final Path dir;
    private final Path documentFile;
    private final List<Path> files = new ArrayList<>();
    private StringWriter document;

    /** An output into {@code dir} whose document is {@code documentName}. */
    public FolderOutput(Path dir, String documentName) {
        this.dir = dir;
        this.documentFile = dir.resolve(documentName);
    }

    @Override
    public Writer document() {
        if (document == null) {
            document = new StringWriter();
        }
        return document;
    }

    @Override
    public Path file(String name) throws IOException {
        Path file = inside(dir, name);
        files.add(file);
        return file;
    }

    /**
     * The file {@code name} under {@code dir}, its folders made: a reporter names files inside the report's folder,
     * never outside it.
     */
    static Path inside(Path dir, String name) throws IOException {
        Path file = dir.resolve(name).normalize();
        if (!file.startsWith(dir.normalize())) {
            throw new IllegalArgumentException("a report's file must stay inside its folder: " + name);
        }
        Files.createDirectories(file.getParent());
        return file;
    }

    /**
     * Writes the document, when the reporter wrote one.
     *
     * @return every file written: the document first, then the reporter's own in the order it asked for them
     */
    public List<Path> finish() throws IOException {
        List<Path> written = new ArrayList<>();
        if (document != null) {
            String text = document.toString();
            AtomicFiles.write(documentFile, out -> out.write(text));
            written.add(documentFile);
        }
        written.addAll(files);
        return List.copyOf(written);
    }
}
