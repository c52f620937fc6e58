package dev.dbbench.merge;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.store.HlogFile;
import dev.dbbench.store.HlogTags;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One shard's interval files as the merge reads them: every interval that closed, and its latency histogram by the
 * interval's tag. A shard killed mid-write keeps every interval before the torn line.
 *
 * @param shard     the shard's index
 * @param intervals its intervals in the order they closed
 * @param latency   each interval's histogram, by {@link HlogTags#of(IntervalResult)}
 */
public record ShardLog(int shard, List<IntervalResult> intervals, Map<String, Histogram> latency) {

    public ShardLog {
        intervals = List.copyOf(intervals);
        latency = Map.copyOf(latency);
    }

    public static ShardLog read(int shard, Path dir) throws IOException {
        Map<String, Histogram> byTag = new HashMap<>();
        HlogFile.forEach(dir.resolve(IntervalFiles.HLOG), h -> byTag.put(h.getTag() == null ? "" : h.getTag(), h));
        return new ShardLog(shard, IntervalLog.readIntervals(dir), byTag);
    }

    /** The histogram of {@code interval}, or an empty one when the shard was killed before writing it. */
    public Histogram latency(IntervalResult interval) {
        Histogram h = latency.get(HlogTags.of(interval));
        return h != null ? h : new Histogram(1, dev.dbbench.engine.WorkerStats.MAX_NANOS, dev.dbbench.engine.WorkerStats.DIGITS);
    }
}
