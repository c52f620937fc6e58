package dev.dbbench.cli.mistakes;

import java.util.ArrayList;
import java.util.List;

/**
 * One mistake a user can make: the command line, the exit code it must end with, the words its one
 * line on stderr must contain (the bad value, a "did you mean"), and the words it must not (a password).
 */
record Mistake(String what, List<String> args, int exitCode, List<String> mentions, List<String> absent) {

    Mistake {
        args = List.copyOf(args);
        mentions = List.copyOf(mentions);
        absent = List.copyOf(absent);
    }

    /** Exit code 2, the line naming every string of {@code mentions}. */
    static Mistake usage(String what, List<String> args, String... mentions) {
        return new Mistake(what, args, 2, List.of(mentions), List.of());
    }

    /** Exit code 3: a pre-flight refusal. */
    static Mistake preflight(String what, List<String> args, String... mentions) {
        return new Mistake(what, args, 3, List.of(mentions), List.of());
    }

    /** The same mistake, whose line must also not contain {@code secret}. */
    Mistake without(String secret) {
        List<String> more = new ArrayList<>(absent);
        more.add(secret);
        return new Mistake(what, args, exitCode, mentions, more);
    }

    @Override
    public String toString() {
        return what;
    }
}
