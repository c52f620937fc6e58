package dev.dbbench.workloads.tpcc;

/**
 * A terminal's keying and think times (clause 5.2.5): before a transaction the user keys its input for a fixed
 * time, after it the user thinks for a time drawn from a negative exponential distribution with the
 * transaction's mean, cut at ten times the mean (clause 5.2.5.4). With ten terminals per warehouse they cap
 * throughput near 12.86 New-Orders per minute per warehouse.
 */
final class ThinkTime {
    private static final long SECOND = 1_000_000_000L;
    /** Seconds, in {@link TpccRun}'s transaction order: New-Order, Payment, Order-Status, Delivery, Stock-Level. */
    private static final int[] KEYING = {18, 3, 2, 2, 2};
    private static final int[] MEAN_THINK = {12, 12, 10, 5, 5};

    private ThinkTime() {
    }

    static long keyingNanos(int transaction) {
        return KEYING[transaction] * SECOND;
    }

    /** A think time for {@code transaction} from a uniform {@code r} in [0, 1). */
    static long thinkNanos(int transaction, double r) {
        double mean = MEAN_THINK[transaction];
        double seconds = Math.min(-Math.log(1 - r) * mean, 10 * mean);
        return (long) (seconds * SECOND);
    }
}
