package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One result of a comparison, as it ran: its own status and times, which the comparison itself has none of (one
 * value there would stand for every compared result).
 *
 * @param result      the result's label in the comparison
 * @param status      how that result's run ended
 * @param startedAt   when it started, if it says
 * @param finishedAt  when it finished (or last wrote its result), if it says
 * @param wallSeconds whole seconds from start to finish, when both are known
 */
@JsonPropertyOrder({"result", "status", "startedAt", "finishedAt", "wallSeconds"})
public record ComparedResult(String result, RunStatus status, Optional<Instant> startedAt, Optional<Instant> finishedAt,
                             OptionalLong wallSeconds) {
}
