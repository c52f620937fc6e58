package org.example.dbbench.orders;

import dev.dbbench.spi.bench.Level;
import dev.dbbench.spi.bench.State;
import dev.dbbench.spi.bench.TearDown;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.SplittableRandom;

/** One worker of {@link Orders}: its statements, prepared on its own connection, and its random generator. */
@State
public class Terminal {
    final PreparedStatement balance;
    final PreparedStatement insertOrder;
    final PreparedStatement charge;
    final PreparedStatement recent;
    private final Statement control;
    private final String begin;
    private final String commit;
    private final SplittableRandom random;
    private final long hot;

    public Terminal(Orders orders, WorkerContext ctx) throws SQLException {
        Connection c = ctx.connection();
        random = new SplittableRandom(ctx.seed());
        hot = orders.hot;
        begin = ctx.dialect().begin();
        commit = ctx.dialect().commit();
        control = c.createStatement();
        balance = c.prepareStatement("SELECT c_name, c_balance FROM shop_customer WHERE c_id = ?");
        insertOrder = c.prepareStatement("INSERT INTO shop_order (o_c_id, o_amount) VALUES (?, ?)");
        charge = c.prepareStatement("UPDATE shop_customer SET c_balance = c_balance - ? WHERE c_id = ?");
        recent = c.prepareStatement("SELECT o_id, o_amount FROM shop_order WHERE o_c_id = ? ORDER BY o_id DESC LIMIT 10");
    }

    /** A customer of the hot set, drawn uniformly. */
    long customer() {
        return random.nextLong(hot) + 1;
    }

    /** An order's amount, in cents. */
    long amount() {
        return random.nextLong(100, 10_000);
    }

    void begin(Counter counter) throws SQLException {
        control.execute(begin);
        counter.other();
    }

    void commit(Counter counter) throws SQLException {
        control.execute(commit);
        counter.other();
    }

    /** Runs {@code query} and reads its rows; returns how many there were. */
    static long rows(PreparedStatement query) throws SQLException {
        long n = 0;
        try (ResultSet rs = query.executeQuery()) {
            while (rs.next()) {
                n++;
            }
        }
        return n;
    }

    /** Closes the statements; the connection belongs to dbbench. */
    @TearDown(Level.WORKER)
    public void close() throws SQLException {
        for (Statement s : new Statement[] {balance, insertOrder, charge, recent, control}) {
            s.close();
        }
    }
}
