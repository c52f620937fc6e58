package dev.dbbench.capture.out;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.dbbench.capture.model.Captured;
import dev.dbbench.capture.model.ShapeRow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A capture's numbers as {@code capture.json}: each statement shape's executions, rows and time, and the transaction
 * types with their counts. Holds no value read from the server (shapes have every value replaced), so it can be
 * shared, and {@code capture --compare} reads it to set a replay beside the original.
 *
 * @param windowSeconds how long the window was open
 */
public record Summary(String server, double windowSeconds, List<ShapeRow> shapes, List<TypeCount> types) {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /** A transaction type: its name, its transactions in the window and its variants. */
    public record TypeCount(String name, long transactions, int variants) {
    }

    public Summary {
        shapes = List.copyOf(shapes);
        types = List.copyOf(types);
    }

    public static Summary of(Captured c) {
        List<TypeCount> types = c.types().stream().map(t -> new TypeCount(t.name(), t.count(), t.variants().size())).toList();
        return new Summary(c.observation().server(), c.observation().window().toMillis() / 1000.0, c.shapes(), types);
    }

    public void write(Path file) throws IOException {
        JSON.writeValue(file.toFile(), this);
    }

    public static Summary read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), Summary.class);
    }

    /** Executions of all shapes. */
    public long calls() {
        return shapes.stream().mapToLong(ShapeRow::calls).sum();
    }

}
