package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.BulkLoader.RowSource;
import dev.dbbench.spi.BulkLoader.RowWriter;
import dev.dbbench.workloads.random.Rng;

/**
 * The order lines of one district's 3,000 orders (clause 4.3.3.1): delivered orders (ids below 2,101) have a
 * delivery date and amount 0, undelivered ones no date and a random amount; every line supplied by the home
 * warehouse, quantity 5.
 */
final class OrderLines implements RowSource {
    private final TpccRandom r;
    private final Rng lineCounts;
    private final int w;
    private final int d;
    private final String now;
    private final Population.Fields f = new Population.Fields();
    private int order = 0;
    private int lines = 0;
    private int number = 0;

    OrderLines(TpccRandom r, Rng lineCounts, int w, int d, String now) {
        this.r = r;
        this.lineCounts = lineCounts;
        this.w = w;
        this.d = d;
        this.now = now;
    }

    @Override
    public boolean next(RowWriter row) {
        if (number == lines) {
            if (order == TpccSchema.ORDERS_PER_DISTRICT) {
                return false;
            }
            order++;
            lines = lineCounts.uniform(5, 15);
            number = 0;
        }
        number++;
        boolean delivered = order < TpccSchema.FIRST_NEW_ORDER;
        row.integer(order);
        row.integer(d);
        row.integer(w);
        row.integer(number);
        row.integer(r.uniform(1, TpccSchema.ITEMS));
        row.integer(w);
        if (delivered) {
            row.text(now);
        } else {
            row.nullValue();
        }
        row.integer(5);
        row.text(f.decimal.of(delivered ? 0 : r.uniform(1, 999_999), 2));
        f.aString(row, r, 24, 24);
        return true;
    }
}
