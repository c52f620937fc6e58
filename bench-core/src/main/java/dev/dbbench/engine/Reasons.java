package dev.dbbench.engine;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A failure as a step's status says it: the message of an error that describes itself (a value a client cannot send,
 * a lost link), or the class and message of one that does not, such as a bug's {@code NullPointerException}, whose
 * class is the only clue.
 */
public final class Reasons {
    private Reasons() {
    }

    public static String of(Throwable e) {
        String message = e.getMessage();
        boolean described = e instanceof IllegalArgumentException || e instanceof IllegalStateException
                || e instanceof IOException || e instanceof UncheckedIOException;
        return described && message != null && !message.isBlank() ? message : e.toString();
    }
}
