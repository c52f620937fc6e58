package dev.dbbench.binder;

import java.util.ArrayList;
import java.util.List;

/** The mistakes found while binding a class, gathered so that all are reported at once. */
final class Problems {
    private final Class<?> type;
    private final List<String> lines = new ArrayList<>();

    /** @param type the workload class being bound */
    Problems(Class<?> type) {
        this.type = type;
    }

    /** One mistake: {@code where} names the class or member, {@code what} says what is wrong and how to fix it. */
    void add(String where, String what) {
        lines.add(where + ": " + what);
    }

    /** How many mistakes were found so far. */
    int count() {
        return lines.size();
    }

    boolean any() {
        return !lines.isEmpty();
    }

    /** Throws every mistake found so far, if there is one. */
    void throwIfAny() {
        if (any()) {
            throw new BindingException(type, lines);
        }
    }
}
