package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.bench.Level;
import dev.dbbench.spi.bench.State;
import dev.dbbench.spi.bench.TearDown;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.workloads.random.Rng;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * One worker as a TPC-C terminal: its home warehouse and Stock-Level district, its random generator, its
 * prepared statements and one instance of each transaction. Used only on the worker's thread.
 *
 * <p>Worker {@code k} of a step has home warehouse {@code k mod W + 1} and Stock-Level district
 * {@code (k / W) mod 10 + 1}: every warehouse gets a terminal once there are as many workers as warehouses, and
 * 10 workers per warehouse are the specification's ten terminals, each with its own district (clause 2.8.1.1).
 */
@State
public final class TpccState {
    final TpccConfig config;
    final TpccRandom random;
    final Prepared prepared;
    final NewOrder newOrder;
    final Payment payment;
    final OrderStatus orderStatus;
    final Delivery delivery;
    final StockLevel stockLevel;
    private final Statement control;
    private final String begin;
    private final String commit;
    private final String rollback;
    private final int home;
    private final int district;

    /** Prepares the worker's statements on its connection; those prepared before a failure are closed. */
    public TpccState(TpccWorkload tpcc, WorkerContext ctx) throws SQLException {
        this(ctx, tpcc.config(), new Prepared(ctx.connection(), SqlFamily.of(ctx.connection())));
    }

    private TpccState(WorkerContext ctx, TpccConfig config, Prepared prepared) throws SQLException {
        this.config = config;
        this.random = random(config, ctx.seed());
        this.prepared = prepared;
        this.begin = ctx.dialect().begin();
        this.commit = ctx.dialect().commit();
        this.rollback = ctx.dialect().rollback();
        this.home = ctx.worker() % config.warehouses() + 1;
        this.district = ctx.worker() / config.warehouses() % TpccSchema.DISTRICTS_PER_WAREHOUSE + 1;
        boolean procedures = config.procedures();
        try {
            this.control = ctx.connection().createStatement();
            this.newOrder = new NewOrder(prepared, procedures);
            this.payment = new Payment(prepared, procedures);
            this.orderStatus = new OrderStatus(prepared, procedures);
            this.delivery = new Delivery(prepared, procedures);
            this.stockLevel = new StockLevel(prepared, procedures);
        } catch (SQLException | RuntimeException e) {
            try {
                prepared.close();
            } catch (SQLException closeFailure) {
                e.addSuppressed(closeFailure);
            }
            throw e;
        }
    }

    /**
     * A worker's random inputs: its own generator, and the run's NURand constants, the same for every worker (clause
     * 2.1.6: one C per field for all terminals). A C per worker would spread the hot customers and items over as
     * many places, a working set several times the specification's.
     */
    static TpccRandom random(TpccConfig config, long workerSeed) {
        return new TpccRandom(new Rng(Rng.mix(config.seed(), workerSeed)), TpccRandom.Constants.forRun(new Rng(config.seed())));
    }

    /** The warehouse of a transaction: the terminal's home one, or any with {@code --tpcc-warehouse random}. */
    int warehouse() {
        return config.randomWarehouse() ? random.uniform(1, config.warehouses()) : home;
    }

    /** Stock-Level's district: the terminal's own, or any with {@code --tpcc-warehouse random}. */
    int stockLevelDistrict() {
        return config.randomWarehouse() ? random.uniform(1, TpccSchema.DISTRICTS_PER_WAREHOUSE) : district;
    }

    /** A warehouse other than {@code home}, or {@code home} when there is only one. */
    int remoteWarehouse(int home) {
        if (config.warehouses() == 1) {
            return home;
        }
        int w = random.uniform(1, config.warehouses() - 1);
        return w >= home ? w + 1 : w;
    }

    int customerId() {
        return config.mode().nurandIds ? random.customerId() : random.uniform(1, TpccSchema.CUSTOMERS_PER_DISTRICT);
    }

    int itemId() {
        return config.mode().nurandIds ? random.itemId() : random.uniform(1, TpccSchema.ITEMS);
    }

    String lastName() {
        return LastName.of(random.lastNameNumber());
    }

    void begin(Counter counter) throws SQLException {
        control.execute(begin);
        counter.other();
    }

    void commit(Counter counter) throws SQLException {
        control.execute(commit);
        counter.other();
    }

    void rollback(Counter counter) throws SQLException {
        control.execute(rollback);
        counter.other();
    }

    /** Closes the worker's statements; the connection is dbbench's. */
    @TearDown(Level.WORKER)
    public void close() throws SQLException {
        try {
            control.close();
        } finally {
            prepared.close();
        }
    }
}
