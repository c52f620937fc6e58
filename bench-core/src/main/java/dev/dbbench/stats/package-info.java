/**
 * Internal, not API: plugins must not import it. Small statistics over samples (median, spread, trend) that the
 * sweep and stability analyses share.
 */
package dev.dbbench.stats;
