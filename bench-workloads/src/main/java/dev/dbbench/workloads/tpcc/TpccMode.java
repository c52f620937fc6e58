package dev.dbbench.workloads.tpcc;

/**
 * The two conventions a TPC-C number is published under. Each fixes the mix and how customer and item ids
 * are drawn; results name the mode so that two numbers of different conventions are never set side by side
 * unknowingly.
 */
enum TpccMode {
    /**
     * The specification's: the minimum mix of clause 5.2.3 (45 % New-Order, 43 % Payment, 4 % each of the
     * others) and NURand customer and item ids (clause 2.1.6), as go-tpc and BenchBase run it.
     */
    SPEC(new int[] {45, 43, 4, 4, 4}, true),
    /**
     * HammerDB's TPROC-C: 10 New-Orders, 10 Payments and one each of the others in 23, and uniform customer and
     * item ids (last names stay NURand).
     */
    TPROC(new int[] {10, 10, 1, 1, 1}, false);

    /** Weights of New-Order, Payment, Order-Status, Delivery and Stock-Level, in {@link TpccRun}'s operation order. */
    private final int[] weights;
    final boolean nurandIds;
    final int total;

    TpccMode(int[] weights, boolean nurandIds) {
        this.weights = weights;
        this.nurandIds = nurandIds;
        int sum = 0;
        for (int w : weights) {
            sum += w;
        }
        this.total = sum;
    }

    /** The transaction for a draw {@code r} from 1 to {@link #total}: its index in the weights. */
    int choose(int r) {
        int left = r;
        for (int i = 0; i < weights.length; i++) {
            left -= weights[i];
            if (left <= 0) {
                return i;
            }
        }
        return weights.length - 1;
    }

    double share(int transaction) {
        return (double) weights[transaction] / total;
    }
}
