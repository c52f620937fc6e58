package dev.dbbench.workloads.random;

/**
 * sysbench's {@code pareto}: {@code a + (b - a + 1) * u^(log h / log(1 - h))}, which crowds values
 * towards the low end of the range (with h = 0.2, 80% of draws fall in the lowest 20%).
 */
public final class Pareto implements Distribution {
    private final double h;
    private final double power;

    /** @param h {@code --rand-pareto-h}, strictly between 0 and 1 */
    public Pareto(double h) {
        if (!(h > 0 && h < 1)) {
            throw new IllegalArgumentException("h must be between 0 and 1: " + h);
        }
        this.h = h;
        this.power = Math.log(h) / Math.log(1.0 - h);
    }

    public double h() {
        return h;
    }

    @Override
    public int next(Rng rng, int a, int b) {
        return (int) (a + (long) (((long) b - a + 1) * Math.pow(rng.nextDouble(), power)));
    }

    @Override
    public String name() {
        return "pareto";
    }
}
