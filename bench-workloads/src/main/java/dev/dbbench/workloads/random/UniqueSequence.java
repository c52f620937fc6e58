package dev.dbbench.workloads.random;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * sysbench's {@code sysbench.rand.unique()}: every call returns a different unsigned 32-bit value in
 * a scrambled order, until 2^32 calls have been made. oltp_insert with {@code --auto-inc off} uses it
 * to make ids that never collide between workers.
 *
 * <p>The scramble is the quadratic-residue permutation modulo the prime 4294967291 (Preshing's
 * "unique random sequence"), applied twice around a seeded offset. Thread-safe: workers share one
 * instance and take indexes with one atomic increment, as sysbench does; nothing is allocated.
 */
public final class UniqueSequence {
    private static final long PRIME = 4294967291L;
    private static final long MASK = 0xFFFF_FFFFL;
    private final AtomicInteger index;
    private final long offset;

    public UniqueSequence(long seed) {
        long first = seed & MASK;
        long second = (seed >>> 32) & MASK;
        this.index = new AtomicInteger((int) permute((permute(first) + 0x682f0161L) & MASK));
        this.offset = permute((permute(second) + 0x46790905L) & MASK);
    }

    /** The next value, in [0, 2^32). */
    public long next() {
        long i = index.getAndIncrement() & MASK;
        return permute((((permute(i) + offset) & MASK) ^ 0x5bf03635L));
    }

    /** A bijection of [0, 2^32): squares modulo the prime, mirrored for the upper half; the last 5 values map to themselves. */
    static long permute(long x) {
        if (x >= PRIME) {
            return x;
        }
        // x < 2^32, so x * x fits in 64 unsigned bits.
        long residue = Long.remainderUnsigned(x * x, PRIME);
        return x <= PRIME / 2 ? residue : PRIME - residue;
    }
}
