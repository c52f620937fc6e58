/**
 * Internal, not API: plugins must not import it. A sharded run's meeting point on the database under test (or the one
 * {@code --control-url} names): {@link dev.dbbench.shard.ControlTable} where every shard registers, {@link
 * dev.dbbench.shard.Coordinator} (the start barrier, one agreed start per step, refusals of a late or duplicate shard),
 * {@link dev.dbbench.shard.ServerClock} and {@link dev.dbbench.shard.ClockSync} (each shard's offset from the server's
 * clock, with its error bound) and {@link dev.dbbench.shard.ShardPlan} (which shard of how many this client is).
 */
package dev.dbbench.shard;
