package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * How a step's connections were opened: a storm of connects is itself a measurement, and at thousands of
 * connections it takes seconds. The time runs from the first connect to the moment every worker was connected and
 * ready (logged in, statements prepared, TLS agreed), before the warm-up.
 *
 * @param opened  the connections the step's workers hold
 * @param seconds how long opening all of them took
 */
public record ConnectionSetup(int opened, double seconds) {

    /**
     * Connections opened per second.
     *
     * @return the rate; 0 when no time passed
     */
    @JsonProperty("perSecond")
    public double perSecond() {
        return StepResult.perSecond(opened, seconds);
    }
}
