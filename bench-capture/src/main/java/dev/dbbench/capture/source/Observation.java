package dev.dbbench.capture.source;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Everything a capture read from the server over its window.
 *
 * @param server     product and version, for the report
 * @param window     how long the window was open
 * @param executions the statement log of the sessions on the captured database, in order within each session;
 *                   empty when no log could be taken
 * @param stats      the server's counts by statement shape ({@link dev.dbbench.capture.sql.Shape}); empty when it
 *                   keeps none
 * @param complete   whether {@code stats} counts every session's executions (digests), rather than a sample of the
 *                   sessions (a slow log that sees only sessions opened during the window)
 * @param sources    one line per source read: {@code statement digests: performance_schema}
 * @param notes      what could not be captured or was approximated, one line each
 */
public record Observation(String server, Duration window, List<Execution> executions, Map<String, ShapeStats> stats, boolean complete,
                          List<String> sources, List<String> notes) {

    public Observation {
        executions = List.copyOf(executions);
        stats = Map.copyOf(stats);
        sources = List.copyOf(sources);
        notes = List.copyOf(notes);
    }
}
