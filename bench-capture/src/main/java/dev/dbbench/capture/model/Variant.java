package dev.dbbench.capture.model;

import dev.dbbench.capture.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Transactions that ran the same statement shapes in the same order, a statement run several times in a row (a loop
 * over order lines) counting as one step whatever the number of times.
 *
 * @param steps the shapes in order, each run of one shape once
 */
public record Variant(List<String> steps, boolean explicit, boolean rolledBack, List<Txn> instances) {

    public Variant {
        steps = List.copyOf(steps);
    }

    /** The steps of {@code t}: its shapes with runs of one shape made one. */
    static List<String> steps(Txn t) {
        List<String> out = new ArrayList<>();
        for (Statement s : t.statements()) {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(s.shape())) {
                out.add(s.shape());
            }
        }
        return out;
    }

    /** For each instance, its statements grouped by step: {@code runs.get(instance).get(step)}. */
    List<List<List<Statement>>> runs() {
        List<List<List<Statement>>> out = new ArrayList<>();
        for (Txn t : instances) {
            List<List<Statement>> runs = new ArrayList<>();
            for (Statement s : t.statements()) {
                if (runs.isEmpty() || !runs.get(runs.size() - 1).get(0).shape().equals(s.shape())) {
                    runs.add(new ArrayList<>());
                }
                runs.get(runs.size() - 1).add(s);
            }
            out.add(runs);
        }
        return out;
    }

    /** Tables its statements write, in the order first written. */
    List<String> written() {
        List<String> out = new ArrayList<>();
        for (Statement s : instances.get(0).statements()) {
            s.written().filter(w -> !out.contains(w)).ifPresent(out::add);
        }
        return out;
    }

    /** Tables its statements name, in order. */
    List<String> tables() {
        List<String> out = new ArrayList<>();
        for (Statement s : instances.get(0).statements()) {
            s.tables().stream().filter(w -> !out.contains(w)).forEach(out::add);
        }
        return out;
    }

    /** The name its type takes: the first table it inserts into, else deletes from, else updates, else reads. */
    String typeName() {
        for (dev.dbbench.capture.sql.Verb v : List.of(dev.dbbench.capture.sql.Verb.INSERT, dev.dbbench.capture.sql.Verb.DELETE,
                dev.dbbench.capture.sql.Verb.UPDATE)) {
            for (Statement s : instances.get(0).statements()) {
                if (s.verb() == v && s.written().isPresent()) {
                    return v.name().toLowerCase(java.util.Locale.ROOT) + "_" + s.written().get();
                }
            }
        }
        return "read_" + tables().get(0);
    }
}
