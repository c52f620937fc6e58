package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.BulkLoader.RowSource;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.workloads.sbtest.ParallelTasks;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Loads the initial population in parallel through the target's bulk loader: items in chunks, and per
 * warehouse its warehouse and district rows, its stock in chunks and each district's customers, history,
 * orders, order lines and new orders, every unit in one transaction. Each table's end is announced once its
 * last unit is in; keys are added and indexes built afterwards, in parallel too.
 */
final class TpccLoader {
    private static final int ITEM_CHUNK = 25_000;
    private static final int STOCK_CHUNK = 50_000;
    private final int warehouses;
    private final Population population;

    /** One part of a unit: rows for one table. */
    record Part(TpccSchema.Table table, Supplier<RowSource> rows) {
    }

    TpccLoader(int warehouses, Population population) {
        this.warehouses = warehouses;
        this.population = population;
    }

    /** The units of work, each a list of parts loaded in one transaction. */
    List<List<Part>> units() {
        List<List<Part>> units = new ArrayList<>();
        for (int first = 1; first <= TpccSchema.ITEMS; first += ITEM_CHUNK) {
            int f = first;
            units.add(List.of(new Part(TpccSchema.ITEM, () -> population.items(f, Math.min(TpccSchema.ITEMS, f + ITEM_CHUNK - 1)))));
        }
        for (int w = 1; w <= warehouses; w++) {
            int wh = w;
            units.add(List.of(new Part(TpccSchema.WAREHOUSE, () -> population.warehouse(wh)),
                    new Part(TpccSchema.DISTRICT, () -> population.districts(wh))));
            for (int first = 1; first <= TpccSchema.STOCK_PER_WAREHOUSE; first += STOCK_CHUNK) {
                int f = first;
                units.add(List.of(new Part(TpccSchema.STOCK,
                        () -> population.stock(wh, f, Math.min(TpccSchema.STOCK_PER_WAREHOUSE, f + STOCK_CHUNK - 1)))));
            }
            for (int d = 1; d <= TpccSchema.DISTRICTS_PER_WAREHOUSE; d++) {
                int di = d;
                units.add(List.of(new Part(TpccSchema.CUSTOMER, () -> population.customers(wh, di)),
                        new Part(TpccSchema.HISTORY, () -> population.history(wh, di)),
                        new Part(TpccSchema.ORDERS, () -> population.orders(wh, di)),
                        new Part(TpccSchema.ORDER_LINE, () -> population.orderLines(wh, di)),
                        new Part(TpccSchema.NEW_ORDER, () -> population.newOrders(wh, di))));
            }
        }
        return units;
    }

    void load(PrepareContext ctx, ParallelTasks tasks) throws SQLException {
        List<List<Part>> units = units();
        Map<String, AtomicInteger> partsLeft = new ConcurrentHashMap<>();
        Map<String, AtomicLong> rows = new ConcurrentHashMap<>();
        units.forEach(u -> u.forEach(p -> partsLeft.computeIfAbsent(p.table().name(), t -> new AtomicInteger()).incrementAndGet()));
        BulkLoader loader = ctx.bulkLoader();
        Dialect dialect = ctx.dialect();
        long start = System.nanoTime();
        tasks.forEach(units, (connection, unit) -> {
            long[] loaded = loadUnit(connection, loader, dialect, unit);
            for (int i = 0; i < unit.size(); i++) {
                String table = unit.get(i).table().name();
                long total = rows.computeIfAbsent(table, t -> new AtomicLong()).addAndGet(loaded[i]);
                ctx.progress().accept(loaded[i]);
                if (partsLeft.get(table).decrementAndGet() == 0) {
                    ctx.tables().loaded(table, total, (System.nanoTime() - start) / 1e9);
                }
            }
        });
        tasks.forEach(TpccSchema.afterLoad(dialect), (connection, ddl) -> {
            try (Statement st = connection.createStatement()) {
                st.execute(ddl);
            }
        });
    }

    /** Loads every part of a unit in one transaction; returns the rows of each part. */
    private static long[] loadUnit(Connection connection, BulkLoader loader, Dialect dialect, List<Part> unit) throws SQLException {
        long[] loaded = new long[unit.size()];
        connection.setAutoCommit(false);
        try {
            for (int i = 0; i < unit.size(); i++) {
                Part p = unit.get(i);
                loaded[i] = loader.load(connection, dialect.quote(p.table().name()), p.table().columns(), p.rows().get());
            }
            connection.commit();
            return loaded;
        } catch (SQLException | RuntimeException e) {
            try {
                connection.rollback();
            } catch (SQLException rollbackFailure) {
                e.addSuppressed(rollbackFailure);
            }
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }
}
