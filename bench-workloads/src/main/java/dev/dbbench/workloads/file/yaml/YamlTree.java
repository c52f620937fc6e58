package dev.dbbench.workloads.file.yaml;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * Reads YAML into {@link Node}s that keep their line and column, which a data-binding tree would drop. Built from
 * the token stream of Jackson's YAML parser; a key given twice is a mistake here, where YAML parsers keep the last.
 */
public final class YamlTree {
    private static final YAMLFactory YAML = new YAMLFactory();
    private final String file;
    private final JsonParser parser;

    private YamlTree(String file, JsonParser parser) {
        this.file = file;
        this.parser = parser;
    }

    /**
     * The document in {@code text}, from the file the user named {@code file}; a syntax error is a one-line
     * {@link dev.dbbench.spi.UsageException} at its place.
     */
    public static Node parse(String file, String text) {
        try (JsonParser parser = YAML.createParser(text)) {
            YamlTree tree = new YamlTree(file, parser);
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new Where(file, 1, 1).mistake("the file is empty; write a workload (see docs/writing-a-workload.md)");
            }
            return tree.value(first);
        } catch (JsonProcessingException e) {
            throw syntax(file, e);
        } catch (IOException e) {
            throw new Where(file, 1, 1).mistake("cannot be read (" + e.getMessage() + "); check the file");
        }
    }

    /** Where the YAML parser found the problem (SnakeYAML's problem mark, 0-based), and what it is. */
    private static RuntimeException syntax(String file, JsonProcessingException e) {
        if (e.getCause() instanceof MarkedYAMLException m && m.getProblemMark() != null) {
            Where where = new Where(file, m.getProblemMark().getLine() + 1, m.getProblemMark().getColumn() + 1);
            String problem = m.getProblem() == null ? "" : " (" + m.getProblem().trim() + ")";
            return where.mistake("this is not valid YAML" + problem + "; fix the indentation, quoting or brackets here");
        }
        JsonLocation at = e.getLocation();
        Where where = at == null ? new Where(file, 1, 1) : new Where(file, Math.max(1, at.getLineNr()), Math.max(1, at.getColumnNr()));
        return where.mistake("this is not valid YAML (" + e.getOriginalMessage().lines().findFirst().orElse("").trim()
                + "); fix the indentation, quoting or brackets here");
    }

    private Where here() {
        JsonLocation at = parser.currentTokenLocation();
        return new Where(file, at.getLineNr(), at.getColumnNr());
    }

    private Node value(JsonToken token) throws IOException {
        Where where = here();
        return switch (token) {
            case START_OBJECT -> mapping(where);
            case START_ARRAY -> sequence(where);
            case VALUE_NUMBER_INT -> new Node.Scalar(where, parser.getText(), Node.Type.INTEGER);
            case VALUE_NUMBER_FLOAT -> new Node.Scalar(where, parser.getText(), Node.Type.DECIMAL);
            case VALUE_TRUE, VALUE_FALSE -> new Node.Scalar(where, parser.getText(), Node.Type.BOOLEAN);
            case VALUE_NULL -> new Node.Scalar(where, "", Node.Type.NULL);
            default -> new Node.Scalar(where, parser.getText(), Node.Type.STRING);
        };
    }

    private Node mapping(Where where) throws IOException {
        Map<String, Node.Entry> entries = new LinkedHashMap<>();
        JsonToken token;
        while ((token = parser.nextToken()) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            Where keyAt = here();
            Node value = value(parser.nextToken());
            Node.Entry before = entries.put(key, new Node.Entry(keyAt, value));
            if (before != null) {
                throw keyAt.mistake("'" + key + "' is given twice here (first at line " + before.key().line() + "); keep one");
            }
        }
        expect(token, JsonToken.END_OBJECT);
        return new Node.Mapping(where, entries);
    }

    private Node sequence(Where where) throws IOException {
        List<Node> items = new ArrayList<>();
        JsonToken token;
        while ((token = parser.nextToken()) != JsonToken.END_ARRAY && token != null) {
            items.add(value(token));
        }
        expect(token, JsonToken.END_ARRAY);
        return new Node.Sequence(where, items);
    }

    private void expect(JsonToken token, JsonToken wanted) {
        if (token != wanted) {
            throw here().mistake("the YAML ends early; complete the file");
        }
    }
}
