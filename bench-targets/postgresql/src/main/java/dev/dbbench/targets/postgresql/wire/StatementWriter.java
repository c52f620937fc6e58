package dev.dbbench.targets.postgresql.wire;

import java.nio.ByteBuffer;

/** How a connection puts its statements on the wire: {@link ExtendedStatements} or {@link SimpleStatements}. Immutable. */
interface StatementWriter {

    /** The most bytes {@link #write} writes for any statement, to size the connection's buffer once. */
    int maxBytes();

    /** Writes statement {@code index} with the first of {@code params} it takes; must not allocate. */
    void write(ByteBuffer out, int index, int[] params);

    /** Whether statement {@code index} returns rows as far as known before its answer; an answer may say so itself. */
    boolean returnsRows(int index);
}
