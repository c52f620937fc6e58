package dev.dbbench.capture.source;

/** The server cannot be captured as it is: the message says what to change. Nothing was changed on it. */
public final class CaptureRefused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public CaptureRefused(String message) {
        super(message);
    }
}
