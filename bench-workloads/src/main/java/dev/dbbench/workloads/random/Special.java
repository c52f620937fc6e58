package dev.dbbench.workloads.random;

/**
 * sysbench's {@code special} (the 1.0.20 default): {@code resPercent} percent of the values fall
 * uniformly into a window of {@code pctPercent} percent of the range around its middle, the rest
 * follow {@link Gaussian} over the whole range.
 *
 * <p>Reproduces sysbench's arithmetic, quirk included: the uniform draw that picks the branch is
 * reused to place the hot value, so hot values land in the upper {@code resPercent} part of the
 * window rather than across all of it. A reader comparing with sysbench needs the same hot set.
 *
 * @param iterations {@code --rand-spec-iter}
 * @param pctPercent {@code --rand-spec-pct}, the size of the hot window in percent of the range
 * @param resPercent {@code --rand-spec-res}, the percentage of values that go to the hot window
 */
public record Special(int iterations, int pctPercent, int resPercent) implements Distribution {

    public Special {
        if (iterations < 1 || pctPercent < 0 || pctPercent > 100 || resPercent < 0 || resPercent >= 100) {
            throw new IllegalArgumentException("bad special parameters: iter " + iterations + ", pct " + pctPercent
                    + ", res " + resPercent);
        }
    }

    @Override
    public int next(Rng rng, int a, int b) {
        double t = (double) ((long) b - a);
        double rangeSize = t * (100.0 / (100.0 - resPercent));
        double rnd = rng.nextDouble();
        if (rnd * rangeSize < t) {
            double sum = 0;
            for (int i = 0; i < iterations; i++) {
                sum += rng.nextDouble();
            }
            return (int) (a + (long) (sum * t * (1.0 / iterations)));
        }
        double window = t * (pctPercent / 100.0);
        double offset = rnd * (window + 1) + t / 2 - t * (pctPercent / 200.0);
        return (int) (a + (long) offset);
    }

    @Override
    public String name() {
        return "special";
    }
}
