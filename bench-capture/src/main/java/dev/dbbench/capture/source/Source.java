package dev.dbbench.capture.source;

import java.sql.SQLException;
import java.util.List;

/**
 * Where a capture reads a server's statements from. Made for one connection and one window: {@link #begin} takes
 * the first snapshot and turns on what the window needs, {@link #end} takes the second snapshot, turns everything
 * off again and reads the log. {@link Changes#undo} (through {@link #changes}) may run from another thread at any
 * time to put the settings back when the capture is interrupted.
 */
public interface Source {

    /** What this source reads and what it will change, one line each, before anything changes. */
    List<String> plan();

    void begin() throws SQLException;

    /** Ends the window: settings back as they were, then everything read. */
    Observation end() throws SQLException;

    Changes changes();
}
