package dev.dbbench.spi.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a {@link Reporter} writes: its one text document, or files of its own (charts as images). The caller decides
 * where both go (a results folder, standard output) and records what was written; a reporter uses what its format
 * needs and nothing else.
 *
 * <p>Threading: one output serves one call of {@link Reporter#write} on one thread.
 */
public interface ReportOutput {

    /**
     * An output that writes the document to {@code document} and the format's files under {@code folder}, keeping no
     * record of them: for a reporter's own tests, and for callers that need nothing more.
     *
     * @param document where the document goes; not closed
     * @param folder   where the format's files go
     * @return the output
     */
    static ReportOutput of(Writer document, Path folder) {
        return new ReportOutput() {
            @Override
            public Writer document() {
                return document;
            }

            @Override
            public Path file(String name) throws IOException {
                Path file = folder.resolve(name);
                Files.createDirectories(file.toAbsolutePath().getParent());
                return file;
            }
        };
    }

    /**
     * The format's one text document: its file {@link Reporter#fileName()} in a results folder, or standard
     * output when the report is printed. The reporter may flush it but never closes it; the caller owns it and its
     * encoding (UTF-8 for files).
     *
     * @return the same writer at every call
     * @throws IOException when the document cannot be opened
     */
    Writer document() throws IOException;

    /**
     * Where to write a file of the format's own, such as an image, which the reporter writes whole (replacing an older
     * one); its parent folders exist.
     *
     * @param name the file's path relative to the report's folder, with {@code /} between folders
     *             ({@code charts/tps.png})
     * @return the path to write
     * @throws IOException when the folders cannot be made
     */
    Path file(String name) throws IOException;
}
