/**
 * Internal, not API: plugins must not import it. Whether a result may measure the client rather than the server:
 * {@link dev.dbbench.clientload.CpuLimit} (the cores this process may use, under a cgroup quota too) and {@link
 * dev.dbbench.clientload.ClientLoad} (the steps whose client was saturated, from each interval's client CPU), and {@link
 * dev.dbbench.clientload.ClientLimits} (the open files, local ports and threads a step of many connections needs).
 */
package dev.dbbench.clientload;
