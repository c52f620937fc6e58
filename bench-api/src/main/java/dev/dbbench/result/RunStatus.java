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

    public static final RunStatus OK = new RunStatus(Kind.OK, Optional.empty());
    public static final RunStatus FAILED = new RunStatus(Kind.FAILED, Optional.empty());
    public static final RunStatus INTERRUPTED = new RunStatus(Kind.INTERRUPTED, Optional.empty());
    public static final RunStatus RUNNING = new RunStatus(Kind.RUNNING, Optional.empty());

    public RunStatus {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(reason, "reason");
    }

    /** The status of a run of one step: that step's, a failure with its reason. */
    public static RunStatus of(StepStatus step) {
        return switch (step.kind()) {
            case OK, REBUILT -> OK;
            case STOPPED -> new RunStatus(Kind.STOPPED, Optional.empty());
            case FAILED -> new RunStatus(Kind.FAILED, step.reason());
            case RUNNING -> RUNNING;
        };
    }

    /** A status as {@code result.json} writes it. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static RunStatus parse(String text) {
        return new RunStatus(StatusText.kind(text, Kind.class, "run status"), StatusText.reason(text));
    }

    public boolean is(Kind k) {
        return kind == k;
    }

    /** The status as {@code result.json} and every report write it: {@code ok}, {@code failed: REASON}, ... */
    @JsonValue
    public String text() {
        return StatusText.text(kind, reason);
    }

    @Override
    public String toString() {
        return text();
    }
}
