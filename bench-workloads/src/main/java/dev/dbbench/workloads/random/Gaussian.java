package dev.dbbench.workloads.random;

/**
 * sysbench's {@code gaussian}: the mean of {@code iterations} uniform draws over the range (an
 * Irwin-Hall approximation of a bell curve centred on the middle of the range).
 *
 * @param iterations {@code --rand-spec-iter}, at least 1
 */
public record Gaussian(int iterations) implements Distribution {

    public Gaussian {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be at least 1: " + iterations);
        }
    }

    @Override
    public int next(Rng rng, int a, int b) {
        double width = (double) ((long) b - a + 1);
        double sum = 0;
        for (int i = 0; i < iterations; i++) {
            sum += rng.nextDouble() * width;
        }
        // sysbench multiplies by a precomputed 1/iterations; doing the same keeps rounding identical.
        return (int) (a + (long) (sum * (1.0 / iterations)));
    }

    @Override
    public String name() {
        return "gaussian";
    }
}
