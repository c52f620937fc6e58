package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.BulkLoader.RowSource;
import dev.dbbench.spi.BulkLoader.RowWriter;
import dev.dbbench.workloads.random.Rng;

/**
 * The initial rows of each table as clause 4.3.3.1 lists them, one row source per unit of loading work. Each
 * unit draws from its own generator seeded from the load's seed and the unit, so that units can load in any
 * order on any thread, and ORDERS and ORDER_LINE of a district, loaded apart, agree on every order's line count.
 */
final class Population {
    private static final int DISTRICT_YTD_CENTS = 3_000_000;
    private static final int WAREHOUSE_YTD_CENTS = 30_000_000;
    private final long seed;
    private final String now;

    /** @param now the load's date and time, as text the servers read ({@code 2024-05-01 12:00:00}) */
    Population(long seed, String now) {
        this.seed = seed;
        this.now = now;
    }

    /** A generator for one unit of work, told apart by its table and numbers. */
    private TpccRandom random(int table, long a, long b) {
        return new TpccRandom(new Rng(Rng.mix(seed, (long) table << 56 ^ a << 28 ^ b)), TpccRandom.Constants.LOAD);
    }

    /** Items {@code first} to {@code last}. */
    RowSource items(int first, int last) {
        TpccRandom r = random(1, first, 0);
        Fields f = new Fields();
        int[] id = {first};
        return row -> {
            if (id[0] > last) {
                return false;
            }
            row.integer(id[0]++);
            row.integer(r.uniform(1, 10_000));
            f.aString(row, r, 14, 24);
            row.text(f.decimal.of(r.uniform(100, 10_000), 2));
            f.data(row, r);
            return true;
        };
    }

    /** The warehouse row of {@code w}. */
    RowSource warehouse(int w) {
        TpccRandom r = random(2, w, 0);
        Fields f = new Fields();
        boolean[] done = {false};
        return row -> {
            if (done[0]) {
                return false;
            }
            done[0] = true;
            row.integer(w);
            f.address(row, r);
            row.text(f.decimal.of(r.uniform(0, 2_000), 4));
            row.text(f.decimal.of(WAREHOUSE_YTD_CENTS, 2));
            return true;
        };
    }

    /** The ten districts of warehouse {@code w}. */
    RowSource districts(int w) {
        TpccRandom r = random(3, w, 0);
        Fields f = new Fields();
        int[] d = {1};
        return row -> {
            if (d[0] > TpccSchema.DISTRICTS_PER_WAREHOUSE) {
                return false;
            }
            row.integer(d[0]++);
            row.integer(w);
            f.address(row, r);
            row.text(f.decimal.of(r.uniform(0, 2_000), 4));
            row.text(f.decimal.of(DISTRICT_YTD_CENTS, 2));
            row.integer(TpccSchema.ORDERS_PER_DISTRICT + 1);
            return true;
        };
    }

    /** Stock of items {@code first} to {@code last} in warehouse {@code w}. */
    RowSource stock(int w, int first, int last) {
        TpccRandom r = random(4, w, first);
        Fields f = new Fields();
        int[] id = {first};
        return row -> {
            if (id[0] > last) {
                return false;
            }
            row.integer(id[0]++);
            row.integer(w);
            row.integer(r.uniform(10, 100));
            for (int dist = 0; dist < TpccSchema.DISTRICTS_PER_WAREHOUSE; dist++) {
                f.aString(row, r, 24, 24);
            }
            row.integer(0);
            row.integer(0);
            row.integer(0);
            f.data(row, r);
            return true;
        };
    }

    /** The 3,000 customers of district {@code d} of warehouse {@code w}. */
    RowSource customers(int w, int d) {
        return new Customers(random(5, w, d), w, d, now);
    }

    /** One history row per customer of the district. */
    RowSource history(int w, int d) {
        TpccRandom r = random(6, w, d);
        Fields f = new Fields();
        int[] c = {1};
        return row -> {
            if (c[0] > TpccSchema.CUSTOMERS_PER_DISTRICT) {
                return false;
            }
            row.integer(c[0]++);
            row.integer(d);
            row.integer(w);
            row.integer(d);
            row.integer(w);
            row.text(now);
            row.text(f.decimal.of(1_000, 2));
            f.aString(row, r, 12, 24);
            return true;
        };
    }

    /** The 3,000 orders of the district: customers in a random permutation, the last 900 undelivered. */
    RowSource orders(int w, int d) {
        TpccRandom r = random(7, w, d);
        Rng lineCounts = lineCounts(w, d);
        int[] customers = permutation(r, TpccSchema.CUSTOMERS_PER_DISTRICT);
        int[] o = {1};
        return row -> {
            int id = o[0];
            if (id > TpccSchema.ORDERS_PER_DISTRICT) {
                return false;
            }
            o[0]++;
            row.integer(id);
            row.integer(d);
            row.integer(w);
            row.integer(customers[id - 1]);
            row.text(now);
            if (id < TpccSchema.FIRST_NEW_ORDER) {
                row.integer(r.uniform(1, 10));
            } else {
                row.nullValue();
            }
            row.integer(lineCounts.uniform(5, 15));
            row.integer(1);
            return true;
        };
    }

    /** The order lines of the district's orders, as many per order as {@link #orders} gave it. */
    RowSource orderLines(int w, int d) {
        return new OrderLines(random(8, w, d), lineCounts(w, d), w, d, now);
    }

    /** NEW_ORDER rows for orders 2,101 to 3,000 of the district. */
    RowSource newOrders(int w, int d) {
        int[] o = {TpccSchema.FIRST_NEW_ORDER};
        return row -> {
            if (o[0] > TpccSchema.ORDERS_PER_DISTRICT) {
                return false;
            }
            row.integer(o[0]++);
            row.integer(d);
            row.integer(w);
            return true;
        };
    }

    /** O_OL_CNT of the district's orders in order: one stream for ORDERS and ORDER_LINE alike. */
    private Rng lineCounts(int w, int d) {
        return new Rng(Rng.mix(seed, (long) 9 << 56 ^ (long) w << 28 ^ d));
    }

    /** 1 to {@code n} in a random order (Fisher-Yates). */
    static int[] permutation(TpccRandom r, int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i + 1;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = r.uniform(0, i);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /** Reused buffers for the text fields of one row source. */
    static final class Fields {
        final byte[] bytes = new byte[512];
        final Decimal decimal = new Decimal();

        void aString(RowWriter row, TpccRandom r, int min, int max) {
            row.asciiText(bytes, 0, r.aString(bytes, min, max));
        }

        void data(RowWriter row, TpccRandom r) {
            row.asciiText(bytes, 0, r.data(bytes, 26, 50));
        }

        /** Name, two street lines, city, state and zip, as warehouses and districts have them. */
        void address(RowWriter row, TpccRandom r) {
            aString(row, r, 6, 10);
            street(row, r);
        }

        /** Two street lines, city, state and zip. */
        void street(RowWriter row, TpccRandom r) {
            aString(row, r, 10, 20);
            aString(row, r, 10, 20);
            aString(row, r, 10, 20);
            aString(row, r, 2, 2);
            r.zip(bytes);
            row.asciiText(bytes, 0, 9);
        }
    }
}
