package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.bench.Cleanup;
import dev.dbbench.spi.bench.Configure;
import dev.dbbench.spi.bench.Param;
import dev.dbbench.spi.bench.Pause;
import dev.dbbench.spi.bench.Prepare;
import dev.dbbench.spi.bench.Transaction;
import dev.dbbench.spi.bench.Verify;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.PrepareContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * TPC-C, written from the TPC-C specification (revision 5.11): the nine tables and their initial population,
 * the five transactions from the client or as stored procedures, under the specification's convention or
 * HammerDB's TPROC-C. An annotated workload class like a user's: each transaction is a method, each worker a
 * {@link TpccState} terminal.
 *
 * <p>The mix is the specification's deck (clause 5.2.4.2): 10 New-Orders, 10 Payments and one of each other
 * transaction in 23 cards, which each worker deals, shuffles and deals again. Its shares (43.48 %, 43.48 % and
 * 4.35 % each) lie above the minimums of clause 5.2.3 (Payment 43 %, the others 4 % each), and a deck strays from
 * them by at most two partial decks per worker, so every minimum holds over any window in which each worker ran at
 * least 2,400 transactions, whatever the shuffles; drawing 45/43/4/4/4 at random misses one in most runs, since each
 * minimum is then its expected share. HammerDB's TPROC-C draws the same 10/10/1/1/1 at random.
 *
 * <p>A New-Order rolled back for its unused item is an operation of its own, {@code new_order_rollback}, so NOPM
 * (committed New-Orders) and tpmC as go-tpc counts it (all New-Orders) can both be read from the result.
 */
@Benchmark(id = "tpcc", description = "TPC-C: New-Order, Payment, Order-Status, Delivery and Stock-Level on --warehouses warehouses"
        + " (tpmC, NOPM)")
public final class TpccWorkload implements AnnotatedWorkload {
    /** Whether the transactions run as stored procedures. */
    enum Procedures { ON, OFF, AUTO }

    /** Which warehouse a terminal's transactions use. */
    enum Warehouse { HOME, RANDOM }

    @Param(value = "1", min = 1, max = 100_000, description = "warehouses loaded and used; about 100 MB each")
    int warehouses;
    @Param(value = "spec", description = "spec: NURand customer and item ids (as go-tpc); tproc: HammerDB's TPROC-C, uniform ids"
            + " and stored procedures; both deal the specification's deck of 10/10/1/1/1")
    TpccMode tpccMode;
    @Param(value = "auto", description = "on: each transaction is one stored procedure call; off: statements from the client; auto:"
            + " on in tproc mode, off in spec mode")
    Procedures tpccProcedures;
    @Param(value = "home", description = "home: each worker keeps one home warehouse (the specification's terminal); random: each"
            + " transaction draws one (as go-tpc)")
    Warehouse tpccWarehouse;
    @Param(value = "off", description = "on: each worker waits the specification's keying and think times, which caps tpmC near"
            + " 12.86 per warehouse with 10 workers per warehouse")
    boolean thinkTime;
    @Param(value = "0", min = 0, description = "seed of the random generators; 0 picks one from the clock, and the seed used is"
            + " recorded")
    long randSeed;
    private TpccConfig config;

    /**
     * Resolves {@code auto} by the mode and a seed of 0 from the clock, so that the result records what ran. Procedures
     * are created unless {@code --tpcc-procedures off}, so that one database serves runs of both modes.
     */
    @Configure
    public void configure() {
        boolean create = tpccProcedures != Procedures.OFF;
        if (tpccProcedures == Procedures.AUTO) {
            tpccProcedures = tpccMode == TpccMode.TPROC ? Procedures.ON : Procedures.OFF;
        }
        if (randSeed == 0) {
            randSeed = System.nanoTime() & Long.MAX_VALUE;
        }
        config = new TpccConfig(warehouses, tpccMode, tpccProcedures == Procedures.ON, create, thinkTime,
                tpccWarehouse == Warehouse.RANDOM, randSeed);
    }

    TpccConfig config() {
        return config;
    }

    @Prepare
    public void prepare(PrepareContext ctx) throws SQLException {
        new TpccDatabase(config).prepare(ctx);
    }

    @Verify
    public List<String> verify(Connection connection) throws SQLException {
        return new TpccDatabase(config).verify(connection);
    }

    @Cleanup
    public void cleanup(Connection connection, Dialect dialect) throws SQLException {
        new TpccDatabase(config).cleanup(connection, dialect);
    }

    /** Each worker deals the specification's deck, so that the minimums of the mix hold over short runs too. */
    @Override
    public boolean dealsFromDeck() {
        return true;
    }

    /**
     * The statements one worker prepares: New-Order's, Payment's 10, Order-Status's 4, Delivery's 7 and Stock-Level's 2
     * from the client, one call each with procedures. OceanBase keeps at most 50 per session by default ({@code open_cursors}).
     */
    @Override
    public int preparedStatementsPerWorker() {
        return config.procedures() ? 5 : NewOrder.STATEMENTS + 10 + 4 + 7 + 2;
    }

    /** The server's count of committed New-Orders, read at the edges of each measured window for NOPM (server). */
    @Override
    public Optional<ServerCounters> serverCounters() {
        return Optional.of(NewOrderCounter.INSTANCE);
    }

    /** NOPM (server and client), tpmC, tpmTotal, the server's TPM and the mix ({@link TpccMetrics}). */
    @Override
    public List<Metric> metrics() {
        return TpccMetrics.ALL;
    }

    /** Returns false when the order was rolled back for its unused item, which counts as {@code new_order_rollback}. */
    @Transaction(weight = 10)
    public boolean newOrder(TpccState s, Counter counter) throws SQLException {
        s.newOrder.draw(s);
        return s.newOrder.run(s, counter);
    }

    @Transaction(weight = 10)
    public void payment(TpccState s, Counter counter) throws SQLException {
        s.payment.draw(s);
        s.payment.run(s, counter);
    }

    @Transaction(weight = 1)
    public void orderStatus(TpccState s, Counter counter) throws SQLException {
        s.orderStatus.draw(s);
        s.orderStatus.run(s, counter);
    }

    @Transaction(weight = 1)
    public void delivery(TpccState s, Counter counter) throws SQLException {
        s.delivery.draw(s);
        s.delivery.run(s, counter);
    }

    @Transaction(weight = 1)
    public void stockLevel(TpccState s, Counter counter) throws SQLException {
        s.stockLevel.draw(s);
        s.stockLevel.run(s, counter);
    }

    /** With {@code --think-time on}: the think time after the transaction just run and the keying time of the next. */
    @Pause
    public long pause(TpccState s, String last, String next) {
        if (!config.thinkTime()) {
            return 0;
        }
        return ThinkTime.thinkNanos(last, s.random.fraction()) + ThinkTime.keyingNanos(next);
    }
}
