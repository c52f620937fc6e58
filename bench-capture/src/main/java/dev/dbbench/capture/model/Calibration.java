package dev.dbbench.capture.model;

import dev.dbbench.capture.sql.Link;
import dev.dbbench.capture.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Sizes each made-up value list so that a lookup by it finds the captured rows per execution. A statement that reads
 * one table by equality on a text column with made-up values, and on key columns, finds the rows of its key group
 * (the table's rows over the distinct keys it names) divided by the number of values: so the list gets the group's
 * rows over the captured rows per execution, averaged over such statements by their executions. The captured
 * distinct count alone would miss what the parameters' own skew did to the rows found.
 */
final class Calibration {
    private Calibration() {
    }

    static List<TableModel> apply(List<TableModel> tables, List<Txn> txns, List<ShapeRow> shapes, List<String> notes) {
        Map<String, ShapeRow> byShape = new HashMap<>();
        shapes.forEach(s -> byShape.put(s.shape(), s));
        Map<String, Statement> seen = new HashMap<>();
        txns.forEach(t -> t.statements().forEach(s -> seen.putIfAbsent(s.shape(), s)));
        Map<String, double[]> target = new HashMap<>();
        for (Statement s : seen.values()) {
            ShapeRow row = byShape.get(s.shape());
            if (row == null || row.rowsPerCall() <= 0 || s.tables().size() != 1 || s.verb() != dev.dbbench.capture.sql.Verb.SELECT) {
                continue;
            }
            TableModel t = tables.stream().filter(m -> m.name().equals(s.tables().get(0))).findFirst().orElse(null);
            if (t == null) {
                continue;
            }
            groupSize(t, s).ifPresent(g -> {
                double[] sum = target.computeIfAbsent(t.name() + "." + g.column(), k -> new double[2]);
                sum[0] += g.rows() / row.rowsPerCall() * row.calls();
                sum[1] += row.calls();
            });
        }
        List<TableModel> out = new ArrayList<>();
        for (TableModel t : tables) {
            List<ColumnModel> columns = new ArrayList<>();
            for (ColumnModel c : t.columns()) {
                double[] sum = target.get(t.name() + "." + c.name());
                if (sum == null || c.domain().isEmpty()) {
                    columns.add(c);
                    continue;
                }
                long n = Math.max(1, Math.min(Datasets.DOMAIN * 10L, Math.round(sum[0] / sum[1])));
                int length = c.domain().get(0).length();
                List<String> domain = Datasets.domain(n, length, length);
                notes.add(t.name() + "." + c.name() + ": " + n + " made-up values, as many as make its lookups find the captured rows"
                        + " per execution (" + c.domain().size() + " distinct values captured)");
                columns.add(new ColumnModel(c.name(), c.type(), Optional.of(Map.of("choice", domain)), false, domain));
            }
            out.add(new TableModel(t.name(), t.rows(), columns, t.primaryKey(), t.indexes(), t.verify()));
        }
        return out;
    }

    /** The one made-up-value column {@code s} compares by equality, and the rows of the key group it picks. */
    private static Optional<Group> groupSize(TableModel t, Statement s) {
        String text = null;
        double groups = 1;
        for (Link l : s.links()) {
            if (l.role() != Link.Role.EQUALS || l.column().isEmpty()) {
                continue;
            }
            ColumnModel c = t.column(l.column().get()).orElse(null);
            if (c == null) {
                return Optional.empty();
            }
            if (!c.domain().isEmpty()) {
                if (text != null && !text.equals(c.name())) {
                    return Optional.empty();
                }
                text = c.name();
            } else if (c.keyed()) {
                groups *= t.distinctKeys(c);
            } else {
                return Optional.empty();
            }
        }
        return text == null ? Optional.empty() : Optional.of(new Group(text, t.rows() / groups));
    }

    private record Group(String column, double rows) {
    }
}
