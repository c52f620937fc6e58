package dev.dbbench.workloads.random;

/**
 * xoroshiro128+, the generator family sysbench gives each thread, seeded through SplitMix64 so that
 * any {@code long} (even 0) gives a well-mixed start.
 *
 * <p>Not thread-safe: one instance per worker (or per loader chunk). Nothing here allocates, so it
 * can sit in the hot loop.
 */
public final class Rng {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private long s0;
    private long s1;

    public Rng(long seed) {
        long z = seed;
        z += GOLDEN;
        s0 = finish(z);
        z += GOLDEN;
        s1 = finish(z);
        if ((s0 | s1) == 0) {
            // The all-zero state is the one xoroshiro cannot leave.
            s1 = GOLDEN;
        }
    }

    /** Combines two seeds into one, so that workers and chunks get unrelated streams from one run seed. */
    public static long mix(long a, long b) {
        return finish(a * GOLDEN + Long.rotateLeft(b, 31) + GOLDEN);
    }

    private static long finish(long value) {
        long z = value;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public long nextLong() {
        long a = s0;
        long b = s1;
        long result = a + b;
        b ^= a;
        s0 = Long.rotateLeft(a, 24) ^ b ^ (b << 16);
        s1 = Long.rotateLeft(b, 37);
        return result;
    }

    /** A double in [0, 1) with 53 random bits, as sysbench's {@code sb_rand_uniform_double}. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /**
     * An integer in [a, b], each equally likely: sysbench's {@code sb_rand_uniform}, which scales a
     * double in [0, 1) by the width of the range and truncates.
     */
    public int uniform(int a, int b) {
        return (int) (a + (long) (nextDouble() * ((long) b - a + 1)));
    }
}
