package dev.dbbench.runner.jobs;

import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

/**
 * Why a target's sweep ended before its plan did (a stop rule fired, a step failed), per target. Saved to
 * {@code result.json} the moment it is known, not at the end: a sweep killed later still says, once {@code report}
 * rebuilds it, why the thread counts after the cut have no row, even after a SIGKILL.
 */
final class StoppedEarly {
    private final ResultBook book;
    private final Map<String, String> why = new TreeMap<>();

    StoppedEarly(ResultBook book) {
        this.book = book;
    }

    void put(String target, String reason) throws IOException {
        why.put(target, reason);
        book.checkpoint(s -> s.withStoppedEarly(why));
    }
}
