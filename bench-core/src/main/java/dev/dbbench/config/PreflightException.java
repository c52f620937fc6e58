package dev.dbbench.config;

import java.util.List;

/** The server or dataset cannot give a valid result (too few connections, wrong row counts); exit code 3. */
public class PreflightException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final List<String> problems;

    public PreflightException(List<String> problems) {
        super(String.join("; ", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
