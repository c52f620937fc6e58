package dev.dbbench.workloads.random;

/** sysbench's {@code uniform}: every value of the range equally likely. */
public record Uniform() implements Distribution {

    @Override
    public int next(Rng rng, int a, int b) {
        return rng.uniform(a, b);
    }

    @Override
    public String name() {
        return "uniform";
    }
}
