package dev.dbbench.workloads.tpcc;

import dev.dbbench.workloads.random.Rng;

/**
 * The random inputs of TPC-C (clause 2.1.6 and 4.3.2): uniform numbers, NURand, random strings and
 * customer last names. Not thread-safe: one per worker or per loader chunk. Nothing allocates but
 * {@link #aString}'s and {@link #nString}'s callers' buffers, which they reuse.
 */
final class TpccRandom {
    /** NURand's A for customer last names, customer ids and item ids (clause 2.1.6). */
    static final int A_C_LAST = 255;
    static final int A_C_ID = 1023;
    static final int A_OL_I_ID = 8191;
    private static final byte[] ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".getBytes(
            java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] ORIGINAL = {'O', 'R', 'I', 'G', 'I', 'N', 'A', 'L'};
    private final Rng rng;
    private final Constants c;

    TpccRandom(Rng rng, Constants c) {
        this.rng = rng;
        this.c = c;
    }

    /**
     * The constants C of NURand, one per field (clause 2.1.6). The load's were drawn once and are fixed here,
     * so that a run, which does not know how the database was loaded, can keep its {@code C_LAST} constant 65 to
     * 119 (but not 96 or 112) away from the load's, as clause 2.1.6.1 asks.
     */
    record Constants(int cLast, int cId, int olIId) {
        static final Constants LOAD = new Constants(157, 259, 7911);

        /** A run's constants, drawn from {@code rng}. */
        static Constants forRun(Rng rng) {
            while (true) {
                int cLast = rng.uniform(0, A_C_LAST);
                if (validRunCLast(cLast)) {
                    return new Constants(cLast, rng.uniform(0, A_C_ID), rng.uniform(0, A_OL_I_ID));
                }
            }
        }

        static boolean validRunCLast(int cLast) {
            int delta = Math.abs(cLast - LOAD.cLast);
            return delta >= 65 && delta <= 119 && delta != 96 && delta != 112;
        }
    }

    Constants constants() {
        return c;
    }

    /** An integer in [x, y], each equally likely. */
    int uniform(int x, int y) {
        return rng.uniform(x, y);
    }

    /** A double in [0, 1). */
    double fraction() {
        return rng.nextDouble();
    }

    /** NURand(A, x, y) = (((random(0, A) | random(x, y)) + C) % (y - x + 1)) + x, clause 2.1.6. */
    static int nurand(int a, int x, int y, int c, Rng rng) {
        return (((rng.uniform(0, a) | rng.uniform(x, y)) + c) % (y - x + 1)) + x;
    }

    /** A customer id, NURand(1023, 1, 3000). */
    int customerId() {
        return nurand(A_C_ID, 1, TpccSchema.CUSTOMERS_PER_DISTRICT, c.cId(), rng);
    }

    /** An item id, NURand(8191, 1, 100000). */
    int itemId() {
        return nurand(A_OL_I_ID, 1, TpccSchema.ITEMS, c.olIId(), rng);
    }

    /** The number behind a customer last name, NURand(255, 0, 999). */
    int lastNameNumber() {
        return nurand(A_C_LAST, 0, 999, c.cLast(), rng);
    }

    /**
     * Writes a random a-string of {@code min} to {@code max} characters into {@code into} and returns its
     * length (clause 4.3.2.2). Letters and digits only: every load format copies them as they are.
     */
    int aString(byte[] into, int min, int max) {
        int length = rng.uniform(min, max);
        for (int i = 0; i < length; i++) {
            into[i] = ALPHANUMERIC[rng.uniform(0, ALPHANUMERIC.length - 1)];
        }
        return length;
    }

    /** Writes a random n-string (digits) of exactly {@code length} characters at {@code offset}. */
    void nString(byte[] into, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            into[i] = (byte) ('0' + rng.uniform(0, 9));
        }
    }

    /**
     * An a-string of {@code min} to {@code max} characters for I_DATA or S_DATA: in 10 % of them, chosen at
     * random, "ORIGINAL" at a random position (clause 4.3.3.1).
     */
    int data(byte[] into, int min, int max) {
        int length = aString(into, min, max);
        if (rng.uniform(1, 10) == 1) {
            System.arraycopy(ORIGINAL, 0, into, rng.uniform(0, length - ORIGINAL.length), ORIGINAL.length);
        }
        return length;
    }

    /** A zip code: a random n-string of 4 digits and "11111" (clause 4.3.2.7). */
    void zip(byte[] into) {
        nString(into, 0, 4);
        for (int i = 4; i < 9; i++) {
            into[i] = '1';
        }
    }

    /** Money in cents from {@code min} to {@code max} cents, as a value with two decimals. */
    double money(int minCents, int maxCents) {
        return rng.uniform(minCents, maxCents) / 100.0;
    }
}
