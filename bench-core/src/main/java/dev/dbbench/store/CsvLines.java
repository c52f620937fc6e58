package dev.dbbench.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;

/**
 * One CSV record to and from a line of text, through Jackson's CSV module, for every CSV file dbbench writes and
 * reads ({@code steps.csv}, {@code cells.csv}, {@code intervals.csv}, {@code outages.csv}). RFC 4180: a field is
 * quoted only when it holds a comma, a double quote or a line break, and its quotes are doubled, so plain rows stay
 * as scripts and spreadsheets have always read them. The line end is the caller's. Thread-safe.
 */
public final class CsvLines {
    private static final CsvMapper MAPPER = CsvMapper.builder()
            // Quote a field only when it must be quoted; by default Jackson also quotes any longer field.
            .enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING)
            .build();
    private static final CsvSchema LINE = CsvSchema.emptySchema().withLineSeparator("");
    private static final ObjectWriter WRITER = MAPPER.writerFor(String[].class).with(LINE);
    private static final ObjectReader READER = MAPPER.readerFor(String[].class).with(CsvSchema.emptySchema());

    private CsvLines() {
    }

    /** The record of {@code fields}, without a line end. */
    public static String line(List<String> fields) {
        try {
            return WRITER.writeValueAsString(fields.toArray(String[]::new));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One field as it stands in a record: quoted when it must be. */
    public static String field(String value) {
        return line(List.of(value));
    }

    /**
     * The fields of one record; a field quoted across a line break is read whole. An empty line is one empty field.
     *
     * @throws IllegalArgumentException when the text is not CSV (a quote left open)
     */
    public static List<String> fields(String line) {
        if (line.isEmpty()) {
            return List.of("");
        }
        try {
            String[] f = READER.readValue(line);
            return Arrays.asList(f);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a CSV record: " + e.getOriginalMessage(), e);
        }
    }
}
