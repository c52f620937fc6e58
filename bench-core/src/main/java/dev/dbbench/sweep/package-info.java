/**
 * Internal, not API: plugins must not import it. The analysis of a sweep: the stop rules checked after each step
 * and the summary (peak, knee, saturation per target) computed once, for a live sweep and for {@code report}
 * alike. Its results are value types of {@code dev.dbbench.result}.
 */
package dev.dbbench.sweep;
