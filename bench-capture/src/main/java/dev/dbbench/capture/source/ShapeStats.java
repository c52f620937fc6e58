package dev.dbbench.capture.source;

/**
 * What the server counted for one statement shape over the window: the difference of two snapshots.
 *
 * @param calls  executions
 * @param rows   rows returned plus rows changed, over all executions
 * @param micros time spent executing, over all executions, in microseconds
 */
public record ShapeStats(long calls, long rows, long micros) {
    public static final ShapeStats NONE = new ShapeStats(0, 0, 0);

    public ShapeStats plus(ShapeStats o) {
        return new ShapeStats(calls + o.calls, rows + o.rows, micros + o.micros);
    }

    public ShapeStats minus(ShapeStats o) {
        return new ShapeStats(calls - o.calls, rows - o.rows, micros - o.micros);
    }

    /** Rows per execution; 0 without executions. */
    public double rowsPerCall() {
        return calls == 0 ? 0 : (double) rows / calls;
    }
}
