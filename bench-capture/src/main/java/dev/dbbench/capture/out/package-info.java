/**
 * Internal. What a capture writes: the workload file, the Markdown report, {@code capture.json}, and a replay set
 * beside its original.
 */
package dev.dbbench.capture.out;
