package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a mistake in the {@code --config} file is reported: the key's own line and its entry. */
class ConfigFileTest {
    @TempDir
    Path dir;

    /** Jackson reports an entry's unknown key where the entry ends: here line 7, where entry b starts. */
    @Test
    void anUnknownKeyIsReportedAtItsOwnLineWithItsEntry() throws IOException {
        Path file = Files.writeString(dir.resolve("two.yaml"),
                "targets:\n  a:\n    target: mysql\n    hots: db1\n    port: 3306\n\n  b:\n    target: mysql\n");
        assertThatThrownBy(() -> ConfigFile.read(file)).isInstanceOf(UsageException.class)
                .hasMessageStartingWith(file + " line 4: 'hots' in target a is not a known key (did you mean host?)");
    }

    /** In the last entry the end of the mapping is past the last line of the file. */
    @Test
    void anUnknownKeyOnTheLastLineIsNotPlacedPastIt() throws IOException {
        Path file = Files.writeString(dir.resolve("d.yaml"),
                "targets:\n  a:\n    target: mysql\n    port: 3306\n  d:\n    target: mysql\n    user: x\n    threads: 0\n");
        assertThatThrownBy(() -> ConfigFile.read(file)).hasMessageStartingWith(file + " line 8: 'threads' in target d is not a known key");
    }

    @Test
    void aValueOfTheWrongTypeNamesItsLineAndEntry() throws IOException {
        Path file = Files.writeString(dir.resolve("t.yaml"), "targets:\n  a:\n    port: abc\n    target: mysql\n  b: {target: mysql}\n");
        assertThatThrownBy(() -> ConfigFile.read(file))
                .hasMessageStartingWith(file + " line 3: the value of 'port' in target a should be a whole number");
    }
}
