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
    SPEC(45, 43, 4, 4, 4, true),
    /**
     * HammerDB's TPROC-C: 10 New-Orders, 10 Payments and one each of the others in 23, and uniform customer and
     * item ids (last names stay NURand).
     */
    TPROC(10, 10, 1, 1, 1, false);

    private final int newOrder;
    private final int payment;
    private final int orderStatus;
    private final int delivery;
    private final int stockLevel;
    final boolean nurandIds;

    TpccMode(int newOrder, int payment, int orderStatus, int delivery, int stockLevel, boolean nurandIds) {
        this.newOrder = newOrder;
        this.payment = payment;
        this.orderStatus = orderStatus;
        this.delivery = delivery;
        this.stockLevel = stockLevel;
        this.nurandIds = nurandIds;
    }

    /** The weight of the transaction named {@code transaction} ({@code new_order}, ...) in this mode's mix. */
    int weight(String transaction) {
        return switch (transaction) {
            case "new_order" -> newOrder;
            case "payment" -> payment;
            case "order_status" -> orderStatus;
            case "delivery" -> delivery;
            case "stock_level" -> stockLevel;
            default -> throw new IllegalArgumentException("TPC-C has no transaction " + transaction);
        };
    }
}
