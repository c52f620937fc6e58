package dev.dbbench.capture.model;

/**
 * One statement shape over the window: how often it ran, the rows and time the server counted.
 *
 * @param shape  the statement with every value replaced ({@link dev.dbbench.capture.sql.Shape})
 * @param calls  executions: the server's count, else the statement log's
 * @param rows   rows returned plus rows changed, over all executions; -1 when the server counted none
 * @param micros time executing, over all executions; -1 when unknown
 */
public record ShapeRow(String shape, long calls, long rows, long micros) {

    /** Rows per execution, or -1 when unknown. */
    public double rowsPerCall() {
        return rows < 0 || calls == 0 ? -1 : (double) rows / calls;
    }
}
