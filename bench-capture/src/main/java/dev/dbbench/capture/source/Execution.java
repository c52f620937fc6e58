package dev.dbbench.capture.source;

/**
 * One statement a session ran during the window, as the statement log has it: with its values written in, or with
 * the values bound to its placeholders put in their place.
 *
 * @param session the server's id of the session (a thread id, a process id)
 */
public record Execution(String session, String text) {
}
