package dev.dbbench.result;

/**
 * sysbench's "Threads fairness": how evenly the measured events and the time spent running them were
 * spread over the workers. A large deviation means some connections were starved (a lock, a slow shard,
 * a client core too few) while the averages look fine. Deviations are over all workers, as sysbench's.
 *
 * @param eventsAvg               measured events per worker
 * @param eventsStddev            their standard deviation
 * @param executionSecondsAvg     seconds per worker spent inside events (the sum of its event latencies)
 * @param executionSecondsStddev  their standard deviation
 */
public record ThreadFairness(double eventsAvg, double eventsStddev, double executionSecondsAvg, double executionSecondsStddev) {

    /**
     * From each worker's measured events and execution seconds.
     *
     * @param events  each worker's measured events, worker {@code i} at index {@code i}
     * @param seconds each worker's seconds inside events, as {@code events}
     * @return the fairness; all zero without workers
     */
    public static ThreadFairness of(long[] events, double[] seconds) {
        double[] e = new double[events.length];
        for (int i = 0; i < e.length; i++) {
            e[i] = events[i];
        }
        return new ThreadFairness(mean(e), stddev(e), mean(seconds), stddev(seconds));
    }

    /**
     * The fairness of one step run by several groups of workers (a sharded run's shards), from each group's. Means are
     * weighted by workers, and deviations pooled as over all the workers together.
     *
     * @param parts   each group's fairness
     * @param workers each group's workers, as {@code parts}
     * @return the fairness; all zero without workers
     */
    public static ThreadFairness pooled(java.util.List<ThreadFairness> parts, int[] workers) {
        double n = 0, events = 0, eventsSquares = 0, seconds = 0, secondsSquares = 0;
        for (int i = 0; i < parts.size(); i++) {
            ThreadFairness f = parts.get(i);
            int w = workers[i];
            n += w;
            events += w * f.eventsAvg;
            eventsSquares += w * (f.eventsStddev * f.eventsStddev + f.eventsAvg * f.eventsAvg);
            seconds += w * f.executionSecondsAvg;
            secondsSquares += w * (f.executionSecondsStddev * f.executionSecondsStddev
                    + f.executionSecondsAvg * f.executionSecondsAvg);
        }
        if (n == 0) {
            return new ThreadFairness(0, 0, 0, 0);
        }
        double eventsAvg = events / n;
        double secondsAvg = seconds / n;
        return new ThreadFairness(eventsAvg, Math.sqrt(Math.max(0, eventsSquares / n - eventsAvg * eventsAvg)), secondsAvg,
                Math.sqrt(Math.max(0, secondsSquares / n - secondsAvg * secondsAvg)));
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return values.length == 0 ? 0 : sum / values.length;
    }

    private static double stddev(double[] values) {
        double mean = mean(values);
        double sum = 0;
        for (double v : values) {
            sum += (v - mean) * (v - mean);
        }
        return values.length == 0 ? 0 : Math.sqrt(sum / values.length);
    }
}
