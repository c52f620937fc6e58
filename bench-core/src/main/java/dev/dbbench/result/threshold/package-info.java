/**
 * Public API. How a run met its threshold rules ({@code --threshold p95<20ms}), as {@code result.json} holds them under
 * {@code summary.thresholds}: each rule's verdict ({@link dev.dbbench.result.threshold.Verdict}) and the steps or
 * windows that did not pass it. The rules themselves, their parsing and judging, are {@code dev.dbbench.threshold}.
 */
package dev.dbbench.result.threshold;
