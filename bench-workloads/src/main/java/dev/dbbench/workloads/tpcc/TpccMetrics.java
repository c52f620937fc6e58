package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.metric.CounterRate;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.OperationRate;
import dev.dbbench.spi.metric.Shares;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * TPC-C's headline numbers, per minute of measured time, each in the convention it is known by, and its mix:
 * NOPM as the server counted it (the change of {@code SUM(D_NEXT_O_ID)}, HammerDB's NOPM) and as the client counted it
 * (rollbacks excluded, HammerDB's convention), tpmC (New-Orders with the 1 % rolled back, go-tpc's and clause
 * 2.4.2.3's), tpmTotal (all five transactions, go-tpc's), the server's TPM (transactions committed or rolled back,
 * HammerDB's), and the shares of the five transactions against the minimums of clause 5.2.3.
 */
final class TpccMetrics {
    static final String NEW_ORDER = "new_order";
    static final String NEW_ORDER_ROLLBACK = "new_order_rollback";

    static final List<Metric> ALL = List.of(
            new CounterRate("nopmServer", "NOPM (server)", "committed New-Orders per minute as the server counted them, the"
                    + " change of SUM(D_NEXT_O_ID) over the measured window (HammerDB's NOPM).", NewOrderCounter.NEW_ORDERS,
                    TimeUnit.MINUTES),
            new OperationRate("nopmClient", "NOPM (client)", "committed New-Orders per minute as dbbench counted them, rollbacks"
                    + " excluded (HammerDB's convention).", List.of(NEW_ORDER), TimeUnit.MINUTES),
            new OperationRate("tpmC", "tpmC", "New-Orders per minute including the 1 % rolled back (go-tpc's tpmC; the"
                    + " specification counts them too).", List.of(NEW_ORDER, NEW_ORDER_ROLLBACK), TimeUnit.MINUTES),
            new OperationRate("tpmTotal", "tpmTotal", "transactions of all five kinds per minute, rollbacks included (go-tpc's"
                    + " tpmTotal).", List.of(), TimeUnit.MINUTES),
            new CounterRate("tpmServer", "TPM (server)", "transactions the server committed or rolled back per minute (HammerDB's"
                    + " TPM), from its own counters: PostgreSQL's xact_commit + xact_rollback of the database, MySQL's and"
                    + " MariaDB's Com_commit + Com_rollback; none on OceanBase.", CounterRate.SERVER_TRANSACTIONS, TimeUnit.MINUTES),
            new Shares("mix", "TPC-C mix", "Each transaction's share of those completed, in percent, rounded down; New-Order"
                    + " counts the rolled-back ones. The specification's minimums (clause 5.2.3): Payment 43 %, Order-Status,"
                    + " Delivery and Stock-Level 4 % each.", "TPC-C's minimum mix (clause 5.2.3)", List.of(
                    new Shares.Share("New-Order", List.of(NEW_ORDER, NEW_ORDER_ROLLBACK), 0),
                    new Shares.Share("Payment", List.of("payment"), 43),
                    new Shares.Share("Order-Status", List.of("order_status"), 4),
                    new Shares.Share("Delivery", List.of("delivery"), 4),
                    new Shares.Share("Stock-Level", List.of("stock_level"), 4))));

    private TpccMetrics() {
    }
}
