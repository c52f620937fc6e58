/**
 * Internal, not API: plugins must not import it. Workers on the target's JDBC driver: {@link
 * dev.dbbench.engine.jdbc.JdbcCrew} starts one {@link dev.dbbench.engine.jdbc.Worker} thread per worker, platform
 * or virtual as {@link dev.dbbench.engine.jdbc.WorkerThreads} decides, each on its own connection from the {@link
 * dev.dbbench.engine.jdbc.ConnectionSet} a sweep keeps open between steps.
 */
package dev.dbbench.engine.jdbc;
