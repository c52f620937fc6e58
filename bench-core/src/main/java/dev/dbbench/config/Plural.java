package dev.dbbench.config;

/** A count with its noun, for text people read: {@code 1 thread}, {@code 4 threads}. */
public final class Plural {

    private Plural() {
    }

    /** {@code n} and {@code noun}, with an s unless {@code n} is 1; {@code noun} is a regular English noun. */
    public static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
