package dev.dbbench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The JSON Schema that editors check workload files with (docs/workload-file.schema.json, also at the root of the jar)
 * accepts every example and the files this module's tests read, and refuses what the reader refuses.
 */
class WorkloadFileSchemaTest {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final String T1 = "transactions: {t1: {weight: 1, statements: [SELECT 1]}}\n";

    private static Schema schema() throws IOException {
        try (InputStream in = WorkloadFileSchemaTest.class.getResourceAsStream("/workload-file.schema.json")) {
            assertThat(in).as("the schema is in the jar").isNotNull();
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(in);
        }
    }

    /** The validator reads JSON with its own Jackson, so a file read here goes to it as JSON text. */
    private static List<Error> problems(Schema schema, JsonNode file) {
        return schema.validate(file.toString(), InputFormat.JSON);
    }

    static Stream<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(Examples.DIR)) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyExamplePassesTheSchema(Path example) throws IOException {
        assertThat(problems(schema(), YAML.readTree(example.toFile()))).as("%s", example).isEmpty();
        assertThat(Files.readString(example)).as("%s names the schema for yaml-language-server", example)
                .startsWith("# yaml-language-server: $schema=../../docs/workload-file.schema.json\n");
    }

    /** docs/writing-a-workload.md's complete example passes the schema and the reader, and configures. */
    @Test
    void theGuidesExampleIsValid() throws IOException {
        String guide = Files.readString(Path.of("..", "docs", "writing-a-workload.md"));
        java.util.regex.Matcher block = java.util.regex.Pattern.compile("```yaml\n(# yaml-language-server[^`]*?transactions:[^`]*?)```")
                .matcher(guide);
        assertThat(block.find()).as("the guide has a complete example").isTrue();
        String example = block.group(1);
        assertThat(problems(schema(), YAML.readTree(example))).isEmpty();
        FileRun run = Examples.configure(Examples.of(example), java.util.Map.of("accounts", "50"));
        assertThat(run.operations()).containsExactly("lookup", "deposit");
    }

    @Test
    void theJarsSchemaIsTheDocumentedOne() throws IOException {
        try (InputStream in = WorkloadFileSchemaTest.class.getResourceAsStream("/workload-file.schema.json")) {
            assertThat(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8))
                    .isEqualTo(Files.readString(Path.of("..", "docs", "workload-file.schema.json")));
        }
    }

    @Test
    void refusesWhatTheReaderRefuses() throws IOException {
        Schema schema = schema();
        for (String bad : List.of(
                "transactions: {t1: {weight: x, statements: [SELECT 1]}}",
                "transactions: {t1: {weight: 1, statments: [SELECT 1]}}",
                "tables: {t: {rows: 1, columns: {id: {type: INTEGER, data: {uniform: [1, 2], zipfian: [1, 2]}}}}}\ntransactions: {}",
                "options: {table_size: 10}\ntransactions: {t1: {weight: 1, statements: [SELECT 1]}}",
                "transactions: {t1: {weight: 1, statements: [{think: 5}]}}",
                "tables: {Customer: {rows: 1, columns: {id: INTEGER}}}\ntransactions: {t1: {weight: 1, statements: [SELECT 1]}}",
                T1 + "metrics: {x: {transactions: [t1], per: week}}",
                T1 + "metrics: {x: {transactions: [t1]}}",
                T1 + "metrics: {x: {counter: orders, per: minute}}",
                T1 + "metrics: {x: {shares: {A: {transactions: [t1], minimum: 101}}}}",
                T1 + "metrics: {x: {shares: {A: {transactions: [t1]}}, per: minute}}",
                T1 + "metrics: {x: {transactions: all, counter: server.transactions, per: minute}}",
                T1 + "metrics: {x_y: {transactions: all, per: minute}}")) {
            JsonNode file = YAML.readTree(bad);
            assertThat(problems(schema, file)).as("%s", bad).isNotEmpty();
        }
    }
}
