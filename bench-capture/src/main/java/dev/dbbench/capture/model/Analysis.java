package dev.dbbench.capture.model;

import dev.dbbench.capture.source.Observation;
import dev.dbbench.capture.source.ShapeStats;
import dev.dbbench.capture.source.TableInfo;
import dev.dbbench.capture.sql.Statement;
import dev.dbbench.capture.sql.Verb;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * From an observation to a workload: transactions rebuilt, grouped into types and variants, the tables they name
 * described by the catalog and fitted, each variant's parameters fitted.
 */
public final class Analysis {
    /** Reads the tables named, from the catalog. */
    public interface CatalogReader {
        List<TableInfo> read(Set<String> tables) throws java.sql.SQLException;
    }

    private Analysis() {
    }

    public static Captured of(Observation o, boolean doubleQuotesString, CatalogReader catalog, boolean samples) throws java.sql.SQLException {
        Transactions txns = Transactions.of(o.executions(), doubleQuotesString);
        List<TxnType> types = Grouping.of(txns.all());
        Set<String> named = new LinkedHashSet<>();
        Map<String, String> verify = new HashMap<>();
        for (Txn t : txns.all()) {
            for (Statement s : t.statements()) {
                named.addAll(s.tables());
                s.written().ifPresent(w -> verify.merge(w, s.verb() == Verb.INSERT ? "at_least" : s.verb() == Verb.DELETE ? "at_most" : "exact",
                        Analysis::combine));
            }
        }
        verify.values().removeIf("exact"::equals);
        Datasets datasets = new Datasets();
        List<ShapeRow> shapes = shapes(o, txns, doubleQuotesString);
        List<String> calibrated = new ArrayList<>();
        List<TableModel> tables = Calibration.apply(datasets.fit(catalog.read(named), verify), txns.all(), shapes, calibrated);
        Map<String, Double> rowsPerCall = new HashMap<>();
        shapes.forEach(r -> rowsPerCall.put(r.shape(), r.rowsPerCall()));
        Builder builder = new Builder(new Fitter(tables, samples), rowsPerCall);
        List<FileTxn> file = new ArrayList<>();
        for (TxnType type : types) {
            int n = 1;
            for (Variant v : type.variants()) {
                file.add(builder.build(n == 1 ? type.name() : type.name() + "_" + n, type.name(), v));
                n++;
            }
        }
        List<String> notes = new ArrayList<>(o.notes());
        long unseen = txns.all().stream().flatMap(t -> t.statements().stream())
                .filter(s -> java.util.stream.IntStream.range(0, s.values().size()).anyMatch(s::placeholder)).count();
        if (unseen > 0) {
            notes.add(unseen + " statements were logged without their values (MariaDB and MySQL write them only for statements"
                    + " prepared while the log is on, so sessions that prepared theirs before the window show none);"
                    + " their parameters are drawn as their columns are filled");
        }
        notes.addAll(datasets.notes());
        notes.addAll(calibrated);
        return new Captured(o, types, file, tables, shapes, txns.left(), notes);
    }

    /** A shape that reads the server's own tables: the capture's queries, and a driver's or a monitor's. */
    private static boolean system(String shape) {
        return shape.contains("performance_schema .") || shape.contains("information_schema .") || shape.contains("mysql .")
                || shape.contains("pg_catalog .") || shape.matches(".*\\bfrom pg_.*");
    }

    private static String combine(String a, String b) {
        if (a.equals(b) || b.equals("exact")) {
            return a;
        }
        return a.equals("exact") ? b : "any";
    }

    /**
     * Every shape that reads or writes a table, with the server's counts where it keeps them, else the log's; most
     * executed first.
     */
    static List<ShapeRow> shapes(Observation o, Transactions txns, boolean doubleQuotesString) {
        Map<String, Long> logged = new LinkedHashMap<>();
        for (Txn t : txns.all()) {
            t.statements().forEach(s -> logged.merge(s.shape(), 1L, Long::sum));
        }
        List<ShapeRow> out = new ArrayList<>();
        if (o.complete() && !o.stats().isEmpty()) {
            for (Map.Entry<String, ShapeStats> e : o.stats().entrySet()) {
                Statement s = Statement.parse(e.getKey(), doubleQuotesString);
                if (s.verb().data() && !s.tables().isEmpty() && !system(e.getKey())) {
                    ShapeStats st = e.getValue();
                    out.add(new ShapeRow(e.getKey(), st.calls(), st.rows(), st.micros()));
                }
            }
            logged.forEach((shape, n) -> {
                if (!o.stats().containsKey(shape)) {
                    out.add(new ShapeRow(shape, n, -1, -1));
                }
            });
        } else {
            logged.forEach((shape, n) -> {
                ShapeStats sample = o.stats().get(shape);
                out.add(sample == null || sample.calls() == 0 ? new ShapeRow(shape, n, -1, -1)
                        : new ShapeRow(shape, n, Math.round(sample.rowsPerCall() * n), Math.round((double) sample.micros() / sample.calls() * n)));
            });
        }
        out.sort(Comparator.comparingLong((ShapeRow r) -> -r.calls()).thenComparing(ShapeRow::shape));
        return out;
    }
}
