/**
 * Internal, not API: plugins must not import it. Workers on the target's own wire client: {@link
 * dev.dbbench.engine.wire.WireEngine} opens every worker's connection and starts the event loops, each serving its
 * share of the workers from a selector ({@link dev.dbbench.engine.wire.SelectorLoop}) or blocking on a single
 * worker's socket ({@link dev.dbbench.engine.wire.BlockingLoop}). What a worker measures and counts is what a JDBC
 * worker would.
 */
package dev.dbbench.engine.wire;
