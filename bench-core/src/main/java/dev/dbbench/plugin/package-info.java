/**
 * Internal, not API: plugins must not import it. Finds targets, workloads, workload formats and reporters with
 * {@link java.util.ServiceLoader}: those built into the application, then every jar in the plugin folders, each
 * jar in its own class loader so that a broken one is named in one warning and skipped.
 */
package dev.dbbench.plugin;
