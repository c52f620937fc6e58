package dev.dbbench.binder;

import dev.dbbench.spi.UsageException;
import java.util.List;

/**
 * A workload class that breaks the rules of {@link dev.dbbench.spi.bench}: every mistake found, one line each, naming
 * the class, the member and the fix. The message joins them with line breaks.
 */
public final class BindingException extends UsageException {
    private static final long serialVersionUID = 1L;
    private final transient Class<?> workloadClass;
    private final transient List<String> problems;

    BindingException(Class<?> workloadClass, List<String> problems) {
        super(String.join("\n", problems));
        this.workloadClass = workloadClass;
        this.problems = List.copyOf(problems);
    }

    /** The class that did not bind. */
    public Class<?> workloadClass() {
        return workloadClass;
    }

    /** One line per mistake. */
    public List<String> problems() {
        return problems;
    }
}
