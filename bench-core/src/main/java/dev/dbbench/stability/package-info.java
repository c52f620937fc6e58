/**
 * Internal, not API: plugins must not import it. The analysis of a stability run: windows, drift, stalls, latency
 * spikes and the verdict, from the run's intervals. Its results are value types of {@code
 * dev.dbbench.result}.
 */
package dev.dbbench.stability;
