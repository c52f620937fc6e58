package dev.dbbench.engine;

import java.util.List;

/**
 * A target's readers, as a step sees them: where to connect, and what to do with them. With readers the step measures
 * each one's replica lag; with {@code route} its read-only work goes to them, worker {@code i} to reader
 * {@code i % count()}; with {@code readYourWrites} a read-only event first looks on its reader for the row its worker
 * last wrote on the writer. Immutable.
 *
 * @param readers        the readers, named as results name them
 * @param route          whether read-only transactions run on the readers
 * @param readYourWrites whether read-only events check for the worker's last write first
 */
public record Readers(List<Reader> readers, boolean route, boolean readYourWrites) {
    /** A target without readers: everything runs on the writer, as it always did. */
    public static final Readers NONE = new Readers(List.of(), false, false);
    /** The name results give the writer among the endpoints. */
    public static final String WRITER = "writer";

    /** One reader: its name in results and how to connect to it. */
    public record Reader(String name, ConnectionFactory factory) {
    }

    public Readers {
        readers = List.copyOf(readers);
    }

    public boolean any() {
        return !readers.isEmpty();
    }

    public int count() {
        return readers.size();
    }

    /** The reader worker {@code worker} sends its read-only work to. */
    public int of(int worker) {
        return worker % readers.size();
    }

    /** The names of the endpoints results give numbers for: the writer, then the readers when work is routed to them. */
    public List<String> endpoints() {
        if (!route) {
            return List.of(WRITER);
        }
        java.util.List<String> names = new java.util.ArrayList<>();
        names.add(WRITER);
        readers.forEach(r -> names.add(r.name()));
        return List.copyOf(names);
    }
}
