package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import dev.dbbench.runner.jobs.Rebuild;
import dev.dbbench.result.RunResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Results written by an earlier dbbench (see {@code old-results/README.md}) load in {@code report} and {@code compare}
 * and give, byte for byte, what this version prints and writes for them: {@code result.json} is a contract, and a change
 * to what the reports show changes {@code expected/} in the same commit, where its diff shows what changed.
 */
class OldResultsTest {
    private static final Path OLD = resource("old-results");
    private static final Path EXPECTED = OLD.resolve("expected");

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"sweep", "stability", "killed"})
    void reportRebuildsAnOldResultAsItsVersionDid(String name) throws IOException {
        Path dir = copy(name);
        Cli cli = Cli.run("report", dir.toString());
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        assertThat(cli.err()).isEmpty();
        assertThat(cli.out()).isEqualTo(expected("report-" + name + ".out"));
        assertSameFiles(EXPECTED.resolve("report-" + name), dir);
    }

    @ParameterizedTest
    @ValueSource(strings = {"md", "html", "csv", "json", "txt"})
    void compareOfOldResultsPrintsWhatItsVersionPrinted(String format) throws IOException {
        Cli cli = Cli.run("compare", copy("sweep").toString(), copy("stability").toString(), "--format", format);
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        assertThat(cli.err()).isEmpty();
        assertThat(cli.out()).isEqualTo(expected("compare." + format));
    }

    @Test
    void compareOfThreeOldResultsWritesWhatItsVersionWrote() throws IOException {
        Path out = tmp.resolve("three");
        Cli cli = Cli.run("compare", copy("sweep").toString(), copy("killed").toString(), copy("stability").toString(),
                "--label", "a,b,c", "--out", out.toString());
        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        assertThat(cli.err()).isEmpty();
        assertThat(cli.out()).isEqualTo(expected("compare-three.out"));
        assertSameFiles(EXPECTED.resolve("compare-three"), out);
    }

    /** A summary written before estimates had intervals is summarised anew by report, as a sweep now summarises. */
    @Test
    void reportSummarisesAnOldSweepAsASweepNowDoes() throws IOException {
        RunResult rebuilt = Rebuild.folder(copy("sweep"), System.err);

        assertThat(rebuilt.summary().steps().orElseThrow()).allSatisfy(s -> assertThat(s.tps().basis())
                .isEqualTo(dev.dbbench.result.Estimate.Basis.REPEATS));
        assertThat(rebuilt.summary().comparisons()).isPresent();
    }

    /** Every file of {@code expected} is in {@code actual} with the same text. */
    private void assertSameFiles(Path expected, Path actual) throws IOException {
        try (Stream<Path> files = Files.list(expected)) {
            List<Path> names = files.map(Path::getFileName).sorted().toList();
            assertThat(names).isNotEmpty();
            for (Path name : names) {
                assertThat(Files.readString(actual.resolve(name))).as(name.toString()).isEqualTo(Files.readString(expected.resolve(name)));
            }
        }
    }

    /** An expected output, with {@code {dir}} standing for the folder the test ran in. */
    private String expected(String name) throws IOException {
        return Files.readString(EXPECTED.resolve(name)).replace("{dir}", tmp.toAbsolutePath().toString());
    }

    /** A copy of an old result folder under the test's folder, with the same name (compare labels results by it). */
    private Path copy(String name) throws IOException {
        Path to = Files.createDirectories(tmp.resolve(name));
        try (Stream<Path> files = Files.list(OLD.resolve(name))) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
        return to;
    }

    private static Path resource(String name) {
        try {
            return Path.of(OldResultsTest.class.getResource("/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new UncheckedIOException(new IOException(e));
        }
    }
}
