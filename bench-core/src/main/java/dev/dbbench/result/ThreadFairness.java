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

    /** From each worker's measured events and execution seconds, {@code events[i]} and {@code seconds[i]} being worker i's. */
    public static ThreadFairness of(long[] events, double[] seconds) {
        double[] e = new double[events.length];
        for (int i = 0; i < e.length; i++) {
            e[i] = events[i];
        }
        return new ThreadFairness(mean(e), stddev(e), mean(seconds), stddev(seconds));
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
