package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.BulkLoader.RowSource;
import dev.dbbench.spi.BulkLoader.RowWriter;

/**
 * The 3,000 customers of one district (clause 4.3.3.1): the first thousand take the last names 0 to 999 in
 * turn, the others NURand(255, 0, 999) with the load's constant; a tenth have bad credit.
 */
final class Customers implements RowSource {
    private final TpccRandom r;
    private final int w;
    private final int d;
    private final String now;
    private final Population.Fields f = new Population.Fields();
    private int id = 1;

    Customers(TpccRandom r, int w, int d, String now) {
        this.r = r;
        this.w = w;
        this.d = d;
        this.now = now;
    }

    @Override
    public boolean next(RowWriter row) {
        if (id > TpccSchema.CUSTOMERS_PER_DISTRICT) {
            return false;
        }
        row.integer(id);
        row.integer(d);
        row.integer(w);
        f.aString(row, r, 8, 16);
        row.text("OE");
        row.text(LastName.of(id <= 1_000 ? id - 1 : r.lastNameNumber()));
        f.street(row, r);
        r.nString(f.bytes, 0, 16);
        row.asciiText(f.bytes, 0, 16);
        row.text(now);
        row.text(r.uniform(1, 10) == 1 ? "BC" : "GC");
        row.text(f.decimal.of(5_000_000, 2));
        row.text(f.decimal.of(r.uniform(0, 5_000), 4));
        row.text(f.decimal.of(-1_000, 2));
        row.text(f.decimal.of(1_000, 2));
        row.integer(1);
        row.integer(0);
        f.aString(row, r, 300, 500);
        id++;
        return true;
    }
}
