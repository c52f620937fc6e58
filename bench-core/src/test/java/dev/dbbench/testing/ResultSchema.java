package dev.dbbench.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The published schema of {@code result.json} ({@code docs/result.schema.json}) as the tests apply it to what this
 * version writes: strict, so that every field written must be described. The published schema lets an object carry
 * fields it does not name (a newer dbbench may add some); here each object that lists its properties admits no
 * others, so a field added to the results without a line in the schema fails the test that wrote it. Compiled once
 * per test JVM.
 */
public final class ResultSchema {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static volatile Schema strict;

    private ResultSchema() {
    }

    /** The schema's file, found from the module's folder (where Maven runs its tests) or from the repository's. */
    public static Path file() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path f = p.resolve("docs").resolve("result.schema.json");
            if (Files.isRegularFile(f)) {
                return f;
            }
        }
        throw new IllegalStateException("no docs/result.schema.json above " + Path.of("").toAbsolutePath());
    }

    /** Each way {@code json} departs from the strict schema, as {@code $.steps[0].tps: message}; empty when it fits. */
    public static List<String> problems(String json) {
        return strict().validate(json, InputFormat.JSON).stream()
                .map(e -> e.getInstanceLocation() + ": " + e.getMessage()).toList();
    }

    private static Schema strict() {
        Schema s = strict;
        if (s == null) {
            synchronized (ResultSchema.class) {
                if (strict == null) {
                    strict = compile();
                }
                s = strict;
            }
        }
        return s;
    }

    private static Schema compile() {
        try {
            JsonNode schema = JSON.readTree(file().toFile());
            closeObjects(schema);
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7)
                    .getSchema(JSON.writeValueAsString(schema), InputFormat.JSON);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every object schema that lists its properties and says nothing of others admits no others. */
    private static void closeObjects(JsonNode node) {
        if (node instanceof ObjectNode o && o.has("properties") && o.get("properties").isObject()
                && !o.has("additionalProperties")) {
            o.put("additionalProperties", false);
        }
        node.forEach(ResultSchema::closeObjects);
    }
}
