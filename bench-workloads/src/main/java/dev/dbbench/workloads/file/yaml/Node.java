package dev.dbbench.workloads.file.yaml;

import java.util.List;
import java.util.Map;

/** A YAML value that remembers where it starts in its file. */
public sealed interface Node permits Node.Scalar, Node.Mapping, Node.Sequence {

    Where where();

    /** What the YAML parser made of a scalar: {@code 45} is an integer, {@code x} and {@code "45"} are strings. */
    enum Type { STRING, INTEGER, DECIMAL, BOOLEAN, NULL }

    /** A plain or quoted value; {@code text} is as written, without quotes. */
    record Scalar(Where where, String text, Type type) implements Node {
    }

    /** A mapping whose entries keep the file's order; each key knows where it is written. */
    record Mapping(Where where, Map<String, Entry> entries) implements Node {
        public Mapping {
            entries = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(entries));
        }
    }

    /** One key of a mapping and its value. */
    record Entry(Where key, Node value) {
    }

    record Sequence(Where where, List<Node> items) implements Node {
        public Sequence {
            items = List.copyOf(items);
        }
    }

    /** How the user would call this kind of value, for messages: "a list", "a mapping", "a number". */
    static String kind(Node node) {
        if (node instanceof Mapping) {
            return "a mapping";
        }
        if (node instanceof Sequence) {
            return "a list";
        }
        return switch (((Scalar) node).type()) {
            case INTEGER, DECIMAL -> "a number";
            case BOOLEAN -> "true or false";
            case NULL -> "empty";
            default -> "text";
        };
    }
}
