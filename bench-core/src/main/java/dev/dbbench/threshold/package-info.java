/**
 * Not for plugins (they must not import it). Threshold rules such as {@code p95<20ms}, {@code tps>1000} or
 * {@code threads=64:error_rate<0.1%}: {@link dev.dbbench.threshold.Thresholds} parses them, refusing a bad one with the
 * forms it accepts, and judges a result's steps or stability windows ({@link dev.dbbench.threshold.Measured}) on their
 * 95 % intervals. Callers that run benchmarks from Java use the same rules as the command line's {@code --threshold};
 * the outcome is a value of {@code dev.dbbench.result} ({@link dev.dbbench.result.ThresholdCheck}).
 */
package dev.dbbench.threshold;
