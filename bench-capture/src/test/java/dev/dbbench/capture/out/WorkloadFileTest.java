package dev.dbbench.capture.out;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.InputFormat;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.dbbench.capture.model.Analysis;
import dev.dbbench.capture.model.Captured;
import dev.dbbench.capture.model.Fixtures;
import dev.dbbench.config.OptionValues;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.workloads.file.YamlFormat;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What capture writes: a workload file that passes the schema and the reader, a report, and capture.json read back. */
class WorkloadFileTest {
    @TempDir
    Path tmp;

    private Captured pgbench() throws Exception {
        return Analysis.of(Fixtures.observed(Fixtures.pgbench(200)), false, tables -> Fixtures.pgbenchTables(), false);
    }

    @Test
    void theFilePassesTheSchemaAndConfiguresAtAnyScale() throws Exception {
        Path file = tmp.resolve("tpcb.yaml");
        WorkloadFile.write(file, "tpcb", pgbench());
        try (InputStream in = Files.newInputStream(Path.of("..", "docs", "workload-file.schema.json"))) {
            var schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7).getSchema(in);
            String json = new ObjectMapper(new YAMLFactory()).readTree(file.toFile()).toString();
            assertThat(schema.validate(json, InputFormat.JSON)).isEmpty();
        }
        Workload w = new YamlFormat().read(file);
        assertThat(w.id()).isEqualTo("tpcb");
        for (String scale : new String[] {"100", "50", "300"}) {
            assertThat(w.configure(new OptionValues(w.options(), Map.of("scale", scale)))).isNotNull();
        }
        assertThat(Files.readString(file)).contains("rows: (100000 * scale + 99) / 100", "aid: {ref: pgbench_accounts.aid}");
    }

    @Test
    void theSummaryReadsBackAndAReplayComparesEqual() throws Exception {
        Captured c = pgbench();
        Path json = tmp.resolve("capture.json");
        Summary.of(c).write(json);
        Summary read = Summary.read(json);
        assertThat(read.types()).extracting(Summary.TypeCount::name).containsExactly("insert_pgbench_history");
        assertThat(Faithfulness.compare(read, Summary.of(c))).hasSize(5)
                .allSatisfy(r -> assertThat(r.shareGap()).isZero()).allSatisfy(r -> assertThat(r.share()).isEqualTo(20.0));
        Path report = tmp.resolve("capture-report.md");
        Report.write(report, "tpcb.yaml", c, java.util.List.of("SET GLOBAL general_log = OFF"), java.util.Optional.of(read));
        assertThat(Files.readString(report)).contains("## Replay beside the original", "## Transaction types", "## What could not be captured")
                .contains("| statement shape | share | replayed | gap (pp) | rows | replayed | gap |\n|---|---:|---:|---:|---:|---:|---:|\n");
        assertThat(Files.readString(tmp.resolve(Report.HTML))).contains("<h2>Replay beside the original</h2>", "<h2>Transaction types</h2>",
                "<th>statement shape</th><th>share</th><th>replayed</th>", "<code>update pgbench_accounts").doesNotContain("`");
    }

    /** docs/capturing-a-workload.md shows how a delivery's statements read the key they delete by, as written. */
    @Test
    void theGuideShowsAKeyReadIntoTheStatementsAfterIt() throws Exception {
        Path file = tmp.resolve("delivery.yaml");
        WorkloadFile.write(file, "delivery", dev.dbbench.capture.model.Analysis.of(Fixtures.observed(Fixtures.delivery()), true,
                named -> Fixtures.deliveryTables(), false));
        String written = Files.readString(file);
        String statements = written.substring(written.indexOf("    - sql: SELECT no_o_id"));
        assertThat(Files.readString(Path.of("..", "docs", "capturing-a-workload.md"))).contains("```yaml\n" + statements + "```\n");
    }

    /** docs/capturing-a-workload.md shows the file capture writes for pgbench's tpcb-like script, as written. */
    @Test
    void theGuideShowsTheFileAsWritten() throws Exception {
        Path file = tmp.resolve("tpcb.yaml");
        WorkloadFile.write(file, "tpcb", pgbench());
        String written = Files.readString(file);
        if (System.getenv("DBBENCH_WRITE_DOC_EXAMPLE") != null) {
            Files.writeString(Path.of(System.getenv("DBBENCH_WRITE_DOC_EXAMPLE")), written);
        }
        assertThat(Files.readString(Path.of("..", "docs", "capturing-a-workload.md"))).contains("```yaml\n" + written + "```\n");
    }
}
