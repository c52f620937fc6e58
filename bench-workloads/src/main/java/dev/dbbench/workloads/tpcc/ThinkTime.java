package dev.dbbench.workloads.tpcc;

/**
 * A terminal's keying and think times (clause 5.2.5): before a transaction the user keys its input for a fixed
 * time, after it the user thinks for a time drawn from a negative exponential distribution with the
 * transaction's mean, cut at ten times the mean (clause 5.2.5.4). With ten terminals per warehouse they cap
 * throughput near 12.86 New-Orders per minute per warehouse.
 */
final class ThinkTime {
    private static final long SECOND = 1_000_000_000L;

    private ThinkTime() {
    }

    /** The keying time before {@code transaction} ({@code new_order}, ...). */
    static long keyingNanos(String transaction) {
        return switch (transaction) {
            case "new_order" -> 18 * SECOND;
            case "payment" -> 3 * SECOND;
            default -> 2 * SECOND;
        };
    }

    /** A think time after {@code transaction} from a uniform {@code r} in [0, 1). */
    static long thinkNanos(String transaction, double r) {
        double mean = switch (transaction) {
            case "new_order", "payment" -> 12;
            case "order_status" -> 10;
            default -> 5;
        };
        double seconds = Math.min(-Math.log(1 - r) * mean, 10 * mean);
        return (long) (seconds * SECOND);
    }
}
