/**
 * Internal, not API: plugins must not import it. The embedded PostgreSQL that {@code sweep} starts when no target
 * is given: binaries from Maven Central, a throw-away cluster, removed afterwards.
 */
package dev.dbbench.embedded;
