package dev.dbbench.engine;

/** Closing on paths that are already handling a failure, where a second failure adds nothing. */
public final class Closeables {
    private Closeables() {
    }

    public static void quietly(AutoCloseable c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (Exception ignored) {
            // The resource is being abandoned because of an earlier error; that error is what gets reported.
        }
    }
}
