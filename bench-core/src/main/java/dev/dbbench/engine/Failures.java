package dev.dbbench.engine;

/** The words of the failures that stop a step, the same whichever client ran it. */
public final class Failures {
    private Failures() {
    }

    /** Why a step stopped on an error the user did not ask to ignore, and how to ignore it. */
    public static String notIgnored(String code, String message) {
        return "error " + code + " (" + firstLine(message) + ") is not ignored; if it is expected, add it with --ignore-errors " + code;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no message";
        }
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
