package dev.dbbench.reports;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AtomicFilesTest {

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("result.json");
        AtomicFiles.write(file, out -> out.write("old"));

        assertThatThrownBy(() -> AtomicFiles.write(file, out -> {
            out.write("half of the new");
            throw new IOException("disk full");
        })).hasMessage("disk full");

        assertThat(file).hasContent("old");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }
}
