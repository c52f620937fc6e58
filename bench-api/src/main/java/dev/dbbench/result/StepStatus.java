package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;
import java.util.Optional;

/**
 * How a step ended: its {@link Kind} and, for a failure, the reason. {@code result.json} holds it as one string,
 * {@code ok}, {@code stopped}, {@code running}, {@code rebuilt}, or {@code failed: REASON}.
 *
 * @param kind   how it ended
 * @param reason why it failed (the error and what to do); empty for every other kind
 */
public record StepStatus(Kind kind, Optional<String> reason) {
    /** How a step ended. */
    public enum Kind {
        /** It ran its full time (or its events). */
        OK,
        /** It was cut short (Ctrl-C, SIGTERM, or killed and rebuilt by {@code report}): its numbers are a fragment. */
        STOPPED,
        /** An error ended it; its numbers cover the time up to the error. */
        FAILED,
        /** A stability run's step in progress, as a checkpoint records it. */
        RUNNING,
        /** Rebuilt from the interval files by {@code report}, with no record of how it ended. */
        REBUILT
    }

    /** A step that ran its full time. */
    public static final StepStatus OK = new StepStatus(Kind.OK, Optional.empty());
    /** A step cut short. */
    public static final StepStatus STOPPED = new StepStatus(Kind.STOPPED, Optional.empty());
    /** A failure without its reason: a sweep's summary of a thread count whose steps all failed, each with its own. */
    public static final StepStatus FAILED = new StepStatus(Kind.FAILED, Optional.empty());
    /** A stability run's step in progress. */
    public static final StepStatus RUNNING = new StepStatus(Kind.RUNNING, Optional.empty());
    /** A step rebuilt from the interval files. */
    public static final StepStatus REBUILT = new StepStatus(Kind.REBUILT, Optional.empty());

    /**
     * Checks that no component is null.
     *
     * @param kind   how it ended
     * @param reason why it failed (the error and what to do); empty for every other kind
     * @throws NullPointerException when a component is null
     */
    public StepStatus {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * A failure, with the reason the step failed.
     *
     * @param reason the error and what to do, one line
     * @return the status
     */
    public static StepStatus failed(String reason) {
        return new StepStatus(Kind.FAILED, Optional.of(reason));
    }

    /**
     * A status as {@code result.json} writes it; a {@code failed} without a reason has none.
     *
     * @param text e.g. {@code ok} or {@code failed: REASON}
     * @return the status
     * @throws IllegalArgumentException when the text names no kind
     */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static StepStatus parse(String text) {
        return new StepStatus(StatusText.kind(text, Kind.class, "step status"), StatusText.reason(text));
    }

    /**
     * Whether the step ended so.
     *
     * @param k a kind
     * @return true when this status is of kind {@code k}
     */
    public boolean is(Kind k) {
        return kind == k;
    }

    /**
     * Whether an error ended the step.
     *
     * @return true for {@link Kind#FAILED}
     */
    public boolean failed() {
        return kind == Kind.FAILED;
    }

    /**
     * Whether the step was cut short.
     *
     * @return true for {@link Kind#STOPPED}
     */
    public boolean stopped() {
        return kind == Kind.STOPPED;
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
