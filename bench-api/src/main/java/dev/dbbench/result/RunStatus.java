package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;
import java.util.Optional;

/**
 * How a command's run ended: its {@link Kind} and, for a failure, the reason when there is one. {@code result.json}
 * holds it as one string: {@code ok}, {@code interrupted}, {@code running}, {@code failed} or {@code failed: REASON}.
 *
 * @param kind   how it ended
 * @param reason why it failed, when one error says it (a run or stability run of one step); empty otherwise
 */
public record RunStatus(Kind kind, Optional<String> reason) {
    /** How a run ended. */
    public enum Kind {
        /** Every step ran. */
        OK,
        /** A step failed; every step measured until then is kept. */
        FAILED,
        /** Ctrl-C or SIGTERM stopped it; every step measured until then is kept. */
        INTERRUPTED,
        /** Still running, or killed while running: {@code report} rebuilds such a result. */
        RUNNING,
        /** A {@code run} whose one step was stopped other than by a signal (its thread was interrupted). */
        STOPPED
    }

    /** Every step ran. */
    public static final RunStatus OK = new RunStatus(Kind.OK, Optional.empty());
    /** A step failed, with no one reason for the run. */
    public static final RunStatus FAILED = new RunStatus(Kind.FAILED, Optional.empty());
    /** Ctrl-C or SIGTERM stopped the run. */
    public static final RunStatus INTERRUPTED = new RunStatus(Kind.INTERRUPTED, Optional.empty());
    /** Still running, or killed while running. */
    public static final RunStatus RUNNING = new RunStatus(Kind.RUNNING, Optional.empty());

    /**
     * Checks that no component is null.
     *
     * @param kind   how it ended
     * @param reason why it failed, when one error says it (a run or stability run of one step); empty otherwise
     * @throws NullPointerException when a component is null
     */
    public RunStatus {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * The status of a run of one step: that step's, a failure with its reason.
     *
     * @param step the one step's status
     * @return the run's status
     */
    public static RunStatus of(StepStatus step) {
        return switch (step.kind()) {
            case OK, REBUILT -> OK;
            case STOPPED -> new RunStatus(Kind.STOPPED, Optional.empty());
            case FAILED -> new RunStatus(Kind.FAILED, step.reason());
            case RUNNING -> RUNNING;
        };
    }

    /**
     * A status as {@code result.json} writes it.
     *
     * @param text e.g. {@code ok} or {@code failed: REASON}
     * @return the status
     * @throws IllegalArgumentException when the text names no kind
     */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static RunStatus parse(String text) {
        return new RunStatus(StatusText.kind(text, Kind.class, "run status"), StatusText.reason(text));
    }

    /**
     * Whether the run ended so.
     *
     * @param k a kind
     * @return true when this status is of kind {@code k}
     */
    public boolean is(Kind k) {
        return kind == k;
    }

    /**
     * The status as {@code result.json} and every report write it.
     *
     * @return {@code ok}, {@code failed: REASON}, ...
     */
    @JsonValue
    public String text() {
        return StatusText.text(kind, reason);
    }

    @Override
    public String toString() {
        return text();
    }
}
