/**
 * Internal, not API: plugins must not import it. The files a run streams as it goes, so that a killed run keeps
 * every finished interval: {@code intervals.csv}, the per-interval HdrHistogram log ({@code latency.hlog}) and the
 * outage log, and reading them back for {@code report}.
 */
package dev.dbbench.store;
