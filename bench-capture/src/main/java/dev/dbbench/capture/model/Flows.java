package dev.dbbench.capture.model;

import dev.dbbench.capture.sql.Link;
import dev.dbbench.capture.sql.Link.Role;
import dev.dbbench.capture.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Values that flow from an earlier statement's result into a later statement of the same transaction: an order id
 * read from the new-order queue and then deleted by. The log shows statements, not their results, so a flow is
 * recognised by what the statements say: a parameter that varies, first used to pick rows ({@code col = ?}, a range)
 * after a {@code SELECT} of the same transaction that returns a column of that name (or one of the other's name with
 * a table prefix: {@code o_id} and {@code ol_o_id}), and equal to no value an earlier statement was given (those are
 * one parameter already). The file then reads that column {@code into} the value instead of drawing it, so the later
 * statement finds the rows the earlier one found. A key an {@code INSERT} makes new is never a flow; nor is a
 * {@code SELECT} that found no row in some executions, nor a column that may be NULL, which {@code into} cannot hold.
 */
final class Flows {
    /** Where a parameter is read from: the step of the {@code SELECT} and the column's place in its list. */
    record Source(int step, int column) {
    }

    private final Fitter fitter;
    private final Map<String, Double> rowsPerCall;

    Flows(Fitter fitter, Map<String, Double> rowsPerCall) {
        this.fitter = fitter;
        this.rowsPerCall = Map.copyOf(rowsPerCall);
    }

    /** For each group (by its first slot) whose values flow from an earlier result, where they come from. */
    Map<Integer, Source> of(Slots slots, int[] group, Set<Integer> fresh) {
        Map<Integer, Source> out = new HashMap<>();
        for (int g = 0; g < group.length; g++) {
            if (group[g] != g || fresh.contains(g) || !varies(slots, group, g)) {
                continue;
            }
            int[] first = slots.slots.get(firstUse(group, g));
            Statement later = slots.statements.get(first[0]);
            Link link = later.links().get(first[2]);
            if ((link.role() != Role.EQUALS && link.role() != Role.RANGE) || link.column().isEmpty()) {
                continue;
            }
            Source source = source(slots, first[0], link.column().get());
            if (source != null) {
                out.put(g, source);
            }
        }
        return out;
    }

    /** The nearest {@code SELECT} before {@code step} that returns a column of {@code column}'s name. */
    private Source source(Slots slots, int step, String column) {
        for (int e = step - 1; e >= 0; e--) {
            Statement earlier = slots.statements.get(e);
            double rows = rowsPerCall.getOrDefault(earlier.shape(), -1.0);
            if (rows >= 0 && rows < 0.99) {
                continue;
            }
            List<Link> selected = earlier.selected();
            for (int k = 0; k < selected.size(); k++) {
                if (!neverNull(selected.get(k), earlier)) {
                    break;
                }
                if (sameValue(selected.get(k).column().orElseThrow(), column)) {
                    return new Source(e, k);
                }
            }
        }
        return null;
    }

    private boolean neverNull(Link column, Statement st) {
        return column.column().isPresent() && fitter.locate(column, st.tables())
                .map(l -> l.inKey() || l.column().type().toString().toUpperCase(Locale.ROOT).contains("NOT NULL")).orElse(false);
    }

    /** {@code o_id} and {@code o_id}, {@code no_o_id} or {@code ol_o_id}: one column's values under a table's prefix. */
    static boolean sameValue(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT);
        String y = b.toLowerCase(Locale.ROOT);
        return x.equals(y) || y.contains("_") && x.endsWith("_" + y) || x.contains("_") && y.endsWith("_" + x);
    }

    /** The group's first slot in the order the statements run. */
    private static int firstUse(int[] group, int g) {
        for (int j = 0; j < group.length; j++) {
            if (group[j] == g) {
                return j;
            }
        }
        return g;
    }

    private static boolean varies(Slots slots, int[] group, int g) {
        String seen = null;
        for (int j = 0; j < group.length; j++) {
            if (group[j] != g) {
                continue;
            }
            for (String v : slots.values[j]) {
                if (v != null && seen == null) {
                    seen = v;
                } else if (v != null && !Objects.equals(v, seen)) {
                    return true;
                }
            }
        }
        return false;
    }
}
