/**
 * Internal, not API: plugins must not import it. Parsing and wording shared by the command line and the engine:
 * durations ({@code 90s}, {@code 12h}), thread lists ({@code 1..64x2}), option values ({@link
 * dev.dbbench.config.OptionValues}, what a workload reads through {@code spi.workload.Options}), "did you mean"
 * suggestions, plurals, and the exception of a refused pre-flight.
 */
package dev.dbbench.config;
