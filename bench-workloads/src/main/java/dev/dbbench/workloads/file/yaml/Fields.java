package dev.dbbench.workloads.file.yaml;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The keys of one mapping, read against the keys it may have: any other key is a mistake at its own place, told with
 * the keys that are allowed, before a missing key is.
 */
public final class Fields {
    private final Node.Mapping mapping;
    private final String what;

    private Fields(Node.Mapping mapping, String what) {
        this.mapping = mapping;
        this.what = what;
    }

    /**
     * The keys of {@code node}, which must be a mapping holding only {@code keys}.
     *
     * @param what how messages name it: {@code table customer}
     */
    public static Fields of(Node node, String what, List<String> keys) {
        Node.Mapping m = Scalars.mapping(node, what);
        for (Map.Entry<String, Node.Entry> e : m.entries().entrySet()) {
            if (!keys.contains(e.getKey())) {
                throw e.getValue().key().mistake("'" + e.getKey() + "' is not a key of " + what + "; use " + String.join(", ", keys));
            }
        }
        return new Fields(m, what);
    }

    public static Fields of(Node node, String what, String... keys) {
        return of(node, what, List.of(keys));
    }

    public Where where() {
        return mapping.where();
    }

    public String what() {
        return what;
    }

    public Optional<Node> optional(String key) {
        Node.Entry e = mapping.entries().get(key);
        return e == null ? Optional.empty() : Optional.of(e.value());
    }

    /** Where {@code key} is written, when it is. */
    public Optional<Where> keyWhere(String key) {
        Node.Entry e = mapping.entries().get(key);
        return e == null ? Optional.empty() : Optional.of(e.key());
    }

    /** The value of {@code key}; its absence is a mistake that shows {@code example} as the fix. */
    public Node required(String key, String example) {
        return optional(key).orElseThrow(() -> mapping.where().mistake(what + " has no " + key + "; add " + key + ": " + example));
    }
}
