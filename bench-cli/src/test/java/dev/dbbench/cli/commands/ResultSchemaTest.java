package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.dbbench.cli.Cli;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The published JSON Schema of {@code result.json} (docs/result.schema.json) accepts every result the tests hold,
 * those written before {@code formatVersion} existed and those this version writes, and a result written now opens
 * with its format version.
 */
class ResultSchemaTest {
    /** Maven runs a module's tests in the module's folder; the docs are beside it. */
    private static final Path SCHEMA = Path.of("..", "docs", "result.schema.json");

    private static Schema schema;

    /** The published schema as users apply it, compiled once. */
    private static synchronized Schema schema() throws IOException {
        if (schema == null) {
            try (InputStream in = Files.newInputStream(SCHEMA)) {
                schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(in);
            }
        }
        return schema;
    }

    static Stream<Path> results() throws IOException, URISyntaxException {
        Path root = Path.of(ResultSchemaTest.class.getResource("/old-results").toURI());
        try (Stream<Path> all = Files.walk(root)) {
            List<Path> found = all.filter(p -> p.getFileName().toString().equals("result.json")).sorted().toList();
            assertThat(found).hasSizeGreaterThan(3);
            return found.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("results")
    void everyResultTheTestsHoldPassesTheSchema(Path result) throws IOException {
        List<Error> problems = schema().validate(Files.readString(result), InputFormat.JSON);

        assertThat(problems).as(result.toString()).isEmpty();
    }

    @Test
    void aResultWrittenNowOpensWithItsFormatVersion(@TempDir Path tmp) throws IOException, URISyntaxException {
        Path dir = Files.createDirectories(tmp.resolve("stability"));
        try (Stream<Path> files = Files.list(Path.of(ResultSchemaTest.class.getResource("/old-results/stability").toURI()))) {
            for (Path f : files.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }

        Cli cli = Cli.run("report", dir.toString());

        assertThat(cli.exitCode()).as(cli.toString()).isZero();
        String json = Files.readString(dir.resolve("result.json"));
        assertThat(json).startsWith("{\n  \"formatVersion\" : 2,\n");
        assertThat(schema().validate(json, InputFormat.JSON)).isEmpty();
    }

    @Test
    void theSchemaRefusesAResultOfAnotherShape() throws IOException {
        assertThat(schema().validate("{\"formatVersion\": 3, \"tool\": {}, \"steps\": [{\"threads\": 0}]}", InputFormat.JSON))
                .extracting(Error::getMessage).isNotEmpty();
    }
}
