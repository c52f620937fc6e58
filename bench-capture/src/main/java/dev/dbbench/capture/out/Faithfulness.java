package dev.dbbench.capture.out;

import dev.dbbench.capture.model.ShapeRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A replay set beside its original, shape by shape: each shape's share of all executions and its rows per execution
 * on both sides.
 */
public final class Faithfulness {
    private Faithfulness() {
    }

    /**
     * One shape on both sides.
     *
     * @param share       percent of the original's executions
     * @param replayShare percent of the replay's executions
     * @param rows        rows per execution in the original, -1 when unknown
     * @param replayRows  rows per execution in the replay, -1 when unknown
     */
    public record Row(String shape, double share, double replayShare, double rows, double replayRows) {

        /** Percentage points between the shares. */
        public double shareGap() {
            return Math.abs(replayShare - share);
        }

        /** The replay's rows per execution relative to the original's, in percent; 0 when either is unknown. */
        public double rowsGap() {
            if (rows < 0 || replayRows < 0) {
                return 0;
            }
            if (rows == 0) {
                return replayRows == 0 ? 0 : 100;
            }
            return 100 * Math.abs(replayRows - rows) / rows;
        }
    }

    public static List<Row> compare(Summary original, Summary replay) {
        Map<String, ShapeRow> a = byShape(original);
        Map<String, ShapeRow> b = byShape(replay);
        double ta = Math.max(1, original.calls());
        double tb = Math.max(1, replay.calls());
        List<Row> out = new ArrayList<>();
        java.util.Set<String> shapes = new java.util.LinkedHashSet<>(a.keySet());
        shapes.addAll(b.keySet());
        for (String s : shapes) {
            ShapeRow x = a.get(s);
            ShapeRow y = b.get(s);
            out.add(new Row(s, x == null ? 0 : 100 * x.calls() / ta, y == null ? 0 : 100 * y.calls() / tb,
                    x == null ? -1 : x.rowsPerCall(), y == null ? -1 : y.rowsPerCall()));
        }
        out.sort(Comparator.comparingDouble((Row r) -> -Math.max(r.share(), r.replayShare())));
        return out;
    }

    private static Map<String, ShapeRow> byShape(Summary s) {
        Map<String, ShapeRow> out = new LinkedHashMap<>();
        s.shapes().forEach(r -> out.put(r.shape(), r));
        return out;
    }
}
