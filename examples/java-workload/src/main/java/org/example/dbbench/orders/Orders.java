package org.example.dbbench.orders;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.bench.Cleanup;
import dev.dbbench.spi.bench.Configure;
import dev.dbbench.spi.bench.Level;
import dev.dbbench.spi.bench.Param;
import dev.dbbench.spi.bench.Prepare;
import dev.dbbench.spi.bench.Setup;
import dev.dbbench.spi.bench.Transaction;
import dev.dbbench.spi.bench.Verify;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.OperationRate;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.PrepareContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Customers who look up their balance, place orders and list their recent ones. Transactions touch the first
 * {@code --hot} customers only, so sweeping {@code --param hot=10,10000} compares a contended hot set with a spread
 * one on the same data.
 */
@Benchmark(id = "orders", description = "customers look up their balance, place orders and list their recent ones")
public class Orders implements AnnotatedWorkload {
    /** Orders each customer has after prepare. */
    static final int ORDERS_PER_CUSTOMER = 3;

    @Param(value = "10000", min = 1, max = 100_000_000, description = "customers prepare loads")
    long customers;

    @Param(value = "0", min = 0, max = 100_000_000, description = "customers the transactions touch, the first ones; 0: all")
    long hot;

    /** Checks the params together; a hot set of 0 becomes every customer, which the result records. */
    @Configure
    public void check() {
        if (hot == 0) {
            hot = customers;
        } else if (hot > customers) {
            throw new UsageException("--hot " + hot + " is more than --customers " + customers + "; give at most " + customers);
        }
    }

    /** Orders placed per minute, beside TPS in every report and under each step's metrics in result.json. */
    @Override
    public List<Metric> metrics() {
        return List.of(new OperationRate("ordersPerMinute", "Orders/min", "orders placed per minute of measured time.",
                List.of("new_order"), TimeUnit.MINUTES));
    }

    /** Creates both tables and loads the customers and their first orders with the target's bulk loader. */
    @Prepare
    public void load(PrepareContext ctx) throws SQLException {
        Dialect d = ctx.dialect();
        try (Connection c = ctx.connections().open(); Statement st = c.createStatement()) {
            drop(c, d);
            st.execute("CREATE TABLE shop_customer (c_id INTEGER NOT NULL, c_name VARCHAR(32) NOT NULL, c_balance BIGINT NOT NULL,"
                    + " PRIMARY KEY (c_id))" + d.schema().tableOptions(""));
            st.execute("CREATE TABLE shop_order (o_id " + d.schema().autoIncrementInt() + ", o_c_id INTEGER NOT NULL, o_amount BIGINT NOT NULL,"
                    + " PRIMARY KEY (o_id))" + d.schema().tableOptions(""));
            st.execute("CREATE INDEX shop_order_customer ON shop_order (o_c_id)");
            long[] id = {0};
            ctx.bulkLoader().load(c, d.quote("shop_customer"), List.of("c_id", "c_name", "c_balance"), row -> {
                if (id[0] == customers) {
                    return false;
                }
                row.integer(++id[0]);
                row.text("customer " + id[0]);
                row.integer(100_000);
                return true;
            });
            ctx.progress().accept(customers);
            long[] order = {0};
            ctx.bulkLoader().load(c, d.quote("shop_order"), List.of("o_id", "o_c_id", "o_amount"), row -> {
                if (order[0] == customers * ORDERS_PER_CUSTOMER) {
                    return false;
                }
                row.integer(++order[0]);
                row.integer((order[0] - 1) / ORDERS_PER_CUSTOMER + 1);
                row.integer(order[0] % 97 + 1);
                return true;
            });
            ctx.progress().accept(order[0]);
            String sequence = d.schema().resetSequence("shop_order", "o_id");
            if (!sequence.isBlank()) {
                st.execute(sequence);
            }
        }
    }

    /** The pre-flight check: both tables there, with the rows {@code --customers} says. */
    @Verify
    public List<String> verify(Connection c) {
        try (Statement st = c.createStatement(); var rs = st.executeQuery("SELECT COUNT(*) FROM shop_customer")) {
            rs.next();
            long found = rs.getLong(1);
            return found == customers ? List.of() : List.of("shop_customer has " + found + " rows, not --customers " + customers
                    + "; run prepare --workload orders --customers " + customers);
        } catch (SQLException e) {
            return List.of("the orders tables are missing (" + e.getMessage().lines().findFirst().orElse("") + "); run prepare"
                    + " --workload orders");
        }
    }

    /** Each run starts from the prepared data: the orders a run placed are deleted before the next one starts. */
    @Setup(Level.TRIAL)
    public void forgetPlacedOrders(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.executeUpdate("DELETE FROM shop_order WHERE o_id > " + customers * ORDERS_PER_CUSTOMER);
        }
    }

    @Cleanup
    public void drop(Connection c, Dialect d) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(d.schema().dropTableIfExists(d.quote("shop_order")));
            st.execute(d.schema().dropTableIfExists(d.quote("shop_customer")));
        }
    }

    @Transaction(weight = 6, readOnly = true)
    public void balance(Terminal t, Counter counter) throws SQLException {
        t.balance.setLong(1, t.customer());
        counter.query(Terminal.rows(t.balance));
    }

    /** Places an order and charges the customer for it, in one transaction. */
    @Transaction(weight = 3)
    public void newOrder(Terminal t, Counter counter) throws SQLException {
        long customer = t.customer();
        long amount = t.amount();
        t.begin(counter);
        t.insertOrder.setLong(1, customer);
        t.insertOrder.setLong(2, amount);
        counter.dml(t.insertOrder.executeUpdate());
        t.charge.setLong(1, amount);
        t.charge.setLong(2, customer);
        counter.dml(t.charge.executeUpdate());
        t.commit(counter);
    }

    @Transaction(weight = 1, readOnly = true)
    public void recentOrders(Terminal t, Counter counter) throws SQLException {
        t.recent.setLong(1, t.customer());
        counter.query(Terminal.rows(t.recent));
    }
}
