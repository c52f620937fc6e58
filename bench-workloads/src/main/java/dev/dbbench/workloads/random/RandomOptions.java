package dev.dbbench.workloads.random;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * sysbench's random-number options, with sysbench's defaults except {@code --rand-type}: master's
 * {@code uniform}, which is also what published tables pass. The type and every parameter end up in
 * the result's settings, so a reader can tell a {@code special} run from a {@code uniform} one.
 */
public final class RandomOptions {
    public static final String TYPE = "rand-type";
    public static final String SEED = "rand-seed";
    private static final Set<String> TYPES = Set.of("uniform", "gaussian", "special", "pareto", "zipfian");

    public static final List<OptionSpec> SPECS = List.of(
            new OptionSpec(TYPE, "uniform",
                    "distribution of ids and k values: uniform, gaussian, special, pareto or zipfian (sysbench 1.0.20 defaulted to special)"),
            new OptionSpec(SEED, "0", "seed of the random generators; 0 picks one from the clock, and the seed used is recorded"),
            new OptionSpec("rand-spec-iter", "12", "number of uniform draws averaged by the gaussian and special distributions"),
            new OptionSpec("rand-spec-pct", "1", "size of the hot window of the special distribution, in percent of the range"),
            new OptionSpec("rand-spec-res", "75", "percentage of special-distribution values that fall in the hot window"),
            new OptionSpec("rand-pareto-h", "0.2", "shape parameter h of the pareto distribution"),
            new OptionSpec("rand-zipfian-exp", "0.8", "exponent of the zipfian distribution"));

    private RandomOptions() {
    }

    /** The distribution chosen by {@code --rand-type}; every parameter is validated, used or not. */
    public static Distribution distribution(Options options) {
        int iterations = options.intValue("rand-spec-iter", 1, 1000);
        int pct = options.intValue("rand-spec-pct", 0, 100);
        int res = options.intValue("rand-spec-res", 0, 99);
        double paretoH = decimal(options, "rand-pareto-h", 0.001, 0.999);
        double zipfianExp = decimal(options, "rand-zipfian-exp", 0, 100);
        return switch (options.choice(TYPE, TYPES)) {
            case "gaussian" -> new Gaussian(iterations);
            case "special" -> new Special(iterations, pct, res);
            case "pareto" -> new Pareto(paretoH);
            case "zipfian" -> new Zipfian(zipfianExp);
            default -> new Uniform();
        };
    }

    /**
     * The seed to use: {@code --rand-seed} when given, else one taken from the clock, as sysbench does
     * for 0. The caller records the returned value, so even a clock seed can be replayed.
     */
    public static long seed(Options options) {
        long given = options.longValue(SEED, 0, Long.MAX_VALUE);
        if (given != 0) {
            return given;
        }
        long fromClock = Rng.mix(System.currentTimeMillis(), System.nanoTime()) & Long.MAX_VALUE;
        return fromClock == 0 ? 1 : fromClock;
    }

    static double decimal(Options options, String name, double min, double max) {
        String text = options.string(name).trim();
        double value;
        try {
            value = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " " + text + " is not a number; give a number from "
                    + format(min) + " to " + format(max));
        }
        if (!(value >= min && value <= max)) {
            throw new UsageException("--" + name + " " + text + " is out of range; give a number from "
                    + format(min) + " to " + format(max));
        }
        return value;
    }

    private static String format(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%s", v);
    }
}
