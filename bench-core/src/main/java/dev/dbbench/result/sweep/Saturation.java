package dev.dbbench.result.sweep;

import java.util.Optional;

/**
 * Where a target stops scaling.
 *
 * @param target      the target's name
 * @param peakThreads thread count with the highest median TPS
 * @param peakTps     that TPS
 * @param kneeThreads the first thread count after which TPS rises less than 5 % while p95 rises more than 50 %
 */
public record Saturation(String target, int peakThreads, double peakTps, Optional<Integer> kneeThreads) {
}
