/**
 * Internal, not API: plugins must not import it. Exact merging of a sharded run's interval files: {@link
 * dev.dbbench.merge.ShardLog} reads one shard's folder and {@link dev.dbbench.merge.IntervalMerge} adds the shards'
 * intervals on the shared clock, counts summed and latency histograms added, never percentiles averaged.
 */
package dev.dbbench.merge;
