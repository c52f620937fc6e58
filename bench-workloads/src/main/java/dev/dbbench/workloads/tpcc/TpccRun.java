package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * TPC-C with its options fixed: prepare, verify and cleanup of the nine tables, and a thin dispatcher that runs
 * the transaction the terminal chose by the mode's weights. A New-Order rolled back for its unused item is an
 * operation of its own, {@code new_order_rollback}, so NOPM (committed New-Orders) and tpmC as go-tpc counts
 * it (all New-Orders) can both be read from the result. Immutable; one instance serves every worker.
 */
final class TpccRun implements ConfiguredWorkload<TpccState> {
    static final int NEW_ORDER = 0;
    static final int PAYMENT = 1;
    static final int ORDER_STATUS = 2;
    static final int DELIVERY = 3;
    static final int STOCK_LEVEL = 4;
    static final int NEW_ORDER_ROLLBACK = 5;
    private static final List<String> OPERATIONS = List.of("new_order", "payment", "order_status", "delivery", "stock_level",
            "new_order_rollback");
    private final TpccConfig config;

    TpccRun(TpccConfig config) {
        this.config = config;
    }

    @Override
    public Map<String, String> settings() {
        return config.settings();
    }

    @Override
    public List<String> operations() {
        return OPERATIONS;
    }

    @Override
    public void prepare(PrepareContext ctx) throws SQLException {
        new TpccDatabase(config).prepare(ctx);
    }

    @Override
    public List<String> verify(Connection connection, Dialect dialect) throws SQLException {
        return new TpccDatabase(config).verify(connection);
    }

    @Override
    public void cleanup(Connection connection, Dialect dialect) throws SQLException {
        new TpccDatabase(config).cleanup(connection, dialect);
    }

    /**
     * The statements one worker prepares: New-Order's, Payment's 10, Order-Status's 4, Delivery's 7 and Stock-Level's 2
     * from the client, one call each with procedures. OceanBase keeps at most 50 per session by default ({@code open_cursors}).
     */
    @Override
    public int preparedStatementsPerWorker() {
        return config.procedures() ? 5 : NewOrder.STATEMENTS + 10 + 4 + 7 + 2;
    }

    @Override
    public TpccState open(WorkerContext ctx) throws SQLException {
        return TpccState.open(ctx, config);
    }

    @Override
    public int event(TpccState s, Counter counter) throws SQLException {
        int kind = s.next;
        int operation = kind;
        switch (kind) {
            case NEW_ORDER -> {
                s.newOrder.draw(s);
                if (!s.newOrder.run(s, counter)) {
                    operation = NEW_ORDER_ROLLBACK;
                }
            }
            case PAYMENT -> {
                s.payment.draw(s);
                s.payment.run(s, counter);
            }
            case ORDER_STATUS -> {
                s.orderStatus.draw(s);
                s.orderStatus.run(s, counter);
            }
            case DELIVERY -> {
                s.delivery.draw(s);
                s.delivery.run(s, counter);
            }
            default -> {
                s.stockLevel.draw(s);
                s.stockLevel.run(s, counter);
            }
        }
        s.last = kind;
        s.next = s.chooseNext();
        return operation;
    }

    /** With {@code --think-time on}: the think time after the transaction just run and the keying time of the next. */
    @Override
    public long pauseNanos(TpccState s) {
        if (!config.thinkTime()) {
            return 0;
        }
        return ThinkTime.thinkNanos(s.last, s.random.fraction()) + ThinkTime.keyingNanos(s.next);
    }
}
