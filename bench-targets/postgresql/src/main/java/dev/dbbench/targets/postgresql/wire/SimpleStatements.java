package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.spi.script.ScriptParams;
import java.nio.ByteBuffer;

/**
 * {@code --ps-mode disable}: each statement a simple Query with the values written into its text, as sysbench
 * and pgbench send them in their text modes. The server parses and plans every execution. Immutable.
 */
final class SimpleStatements implements StatementWriter {
    private final StatementText[] texts;

    SimpleStatements(StatementText[] texts) {
        this.texts = texts.clone();
    }

    @Override
    public int bytes(int index, ScriptParams params) {
        return texts[index].queryBytes(params);
    }

    @Override
    public void write(ByteBuffer out, int index, ScriptParams params) {
        texts[index].writeQuery(out, params);
    }

    /** A simple Query's answer has a RowDescription when it returns rows, so nothing needs to be known before. */
    @Override
    public boolean returnsRows(int index) {
        return false;
    }
}
