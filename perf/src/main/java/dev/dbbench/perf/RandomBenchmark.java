package dev.dbbench.perf;

import dev.dbbench.workloads.random.DigitString;
import dev.dbbench.workloads.random.Gaussian;
import dev.dbbench.workloads.random.Pareto;
import dev.dbbench.workloads.random.Rng;
import dev.dbbench.workloads.random.Special;
import dev.dbbench.workloads.random.Uniform;
import dev.dbbench.workloads.random.UniqueSequence;
import dev.dbbench.workloads.random.Zipfian;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * The random generators every OLTP event draws from (ids, table numbers, {@code c} strings), with
 * sysbench's default parameters over a 10-million-row table. Each must cost nanoseconds and
 * allocate nothing ({@code gc.alloc.rate.norm} 0 B/op).
 */
@State(Scope.Thread)
public class RandomBenchmark extends NanosBenchmark {
    private static final int ROWS = 10_000_000;
    private final Rng rng = new Rng(42);
    private final Uniform uniform = new Uniform();
    private final Gaussian gaussian = new Gaussian(12);
    private final Special special = new Special(12, 1, 75);
    private final Pareto pareto = new Pareto(0.2);
    private final Zipfian zipfian = new Zipfian(0.8);
    private final UniqueSequence unique = new UniqueSequence(42);
    private final byte[] c = DigitString.template(DigitString.C_GROUPS);

    @Benchmark
    public long rngNextLong() {
        return rng.nextLong();
    }

    @Benchmark
    public int uniform() {
        return uniform.next(rng, 1, ROWS);
    }

    @Benchmark
    public int gaussian() {
        return gaussian.next(rng, 1, ROWS);
    }

    @Benchmark
    public int special() {
        return special.next(rng, 1, ROWS);
    }

    @Benchmark
    public int pareto() {
        return pareto.next(rng, 1, ROWS);
    }

    @Benchmark
    public int zipfian() {
        return zipfian.next(rng, 1, ROWS);
    }

    @Benchmark
    public long uniqueSequence() {
        return unique.next();
    }

    /** One {@code c} value: 110 random digits written into a reused buffer. */
    @Benchmark
    public byte[] digitStringC() {
        DigitString.fill(c, rng);
        return c;
    }
}
