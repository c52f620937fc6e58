/**
 * A plugin of dbbench's own, on the public API alone. sysbench's OLTP family ({@code oltp_read_write}, {@code
 * oltp_point_select}, ..., {@code select_random_*}): the same statements, counts and options as sysbench's Lua
 * scripts, as JDBC events and as event scripts for the wire client.
 */
package dev.dbbench.workloads.oltp;
