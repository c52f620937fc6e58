package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Optional;

/**
 * Where a target stops scaling.
 *
 * @param target      the target's name
 * @param peakThreads thread count with the highest TPS estimate
 * @param peakTps     that TPS, with its 95 % interval
 * @param peakTies    the other thread counts whose TPS the data cannot tell from the peak's (their ratio's interval
 *                    holds 1): the peak may be any of them
 * @param kneeThreads the first thread count after which TPS rises less than 5 % while p95 rises more than 50 %
 */
@JsonPropertyOrder({"target", "peakThreads", "peakTps", "peakTies", "kneeThreads"})
public record Saturation(String target, int peakThreads, Estimate peakTps, List<Integer> peakTies,
                         Optional<Integer> kneeThreads) {
    /**
     * Copies the ties; null reads as none.
     *
     * @param target      the target's name
     * @param peakThreads thread count with the highest TPS estimate
     * @param peakTps     that TPS, with its 95 % interval
     * @param peakTies    the other thread counts whose TPS the data cannot tell from the peak's (their ratio's
     *                    interval holds 1): the peak may be any of them
     * @param kneeThreads the first thread count after which TPS rises less than 5 % while p95 rises more than 50 %
     */
    public Saturation {
        peakTies = peakTies == null ? List.of() : List.copyOf(peakTies);
    }
}
