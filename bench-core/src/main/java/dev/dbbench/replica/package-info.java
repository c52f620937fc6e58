/**
 * <b>Internal.</b> The replica lag of a target's readers, measured while a step runs: a heartbeat row the writer
 * updates ten times a second from a thread of its own ({@link dev.dbbench.replica.HeartbeatWriter}), read on each
 * reader by another ({@link dev.dbbench.replica.LagSampler}), and the lag each reader reports of itself beside it.
 * {@link dev.dbbench.replica.LagMonitor} starts and stops them; the engine drains each reader's
 * {@link dev.dbbench.replica.LagTrack} as an interval closes.
 */
package dev.dbbench.replica;
