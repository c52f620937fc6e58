package dev.dbbench.spi.workload;

import java.sql.SQLException;

/**
 * What one worker keeps between events: its prepared statements and random generators. Created on
 * the worker's thread and used only there; closed when the worker stops or reconnects. Closing must
 * not close the connection, which the engine owns.
 */
public interface WorkerState extends AutoCloseable {
    @Override
    void close() throws SQLException;
}
