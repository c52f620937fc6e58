package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.spi.script.ScriptParams;
import java.nio.ByteBuffer;

/** How a connection puts its statements on the wire: {@link ExtendedStatements} or {@link SimpleStatements}. Immutable. */
interface StatementWriter {

    /** The most bytes {@link #write} writes for statement {@code index} with these values. */
    int bytes(int index, ScriptParams params);

    /** Writes statement {@code index} with the first of {@code params} it takes; must not allocate. */
    void write(ByteBuffer out, int index, ScriptParams params);

    /** Whether statement {@code index} returns rows as far as known before its answer; an answer may say so itself. */
    boolean returnsRows(int index);
}
