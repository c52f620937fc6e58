package dev.dbbench.spi.workload;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import java.sql.Connection;

/**
 * Everything a worker's state is built from: what {@link ConfiguredWorkload#open} and an annotated workload's
 * {@link dev.dbbench.spi.bench.State} constructor receive, once per worker at the start of each step and again after
 * each reconnect. Built by dbbench; immutable. The state built from it is used by that worker's thread alone.
 *
 * @param worker     0-based worker number, stable across reconnects
 * @param threads    number of workers in this step
 * @param connection the worker's own connection, in auto-commit mode; owned by the engine, which closes it: the
 *                   state may prepare statements on it and keep them until it is closed
 * @param dialect    the target's SQL dialect
 * @param psMode     whether statements are prepared on the server
 * @param seed       seed for this worker's random generators (derived from the run's seed and worker number)
 */
public record WorkerContext(int worker, int threads, Connection connection, Dialect dialect, PsMode psMode, long seed) {
}
