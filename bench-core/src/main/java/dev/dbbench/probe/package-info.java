/**
 * Internal, not API: plugins must not import it. The server CPU probe: one single-session, CPU-bound SQL statement whose
 * work and answer are the same on every supported server, timed over several runs into a {@code result.ProbeResult}.
 */
package dev.dbbench.probe;
