package dev.dbbench.perf;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The run settings every per-operation microbenchmark here shares: average nanoseconds per operation, one
 * fork with a fixed 1 GiB heap (so {@code -prof gc} compares like with like), 3 x 1 s warm-up, 5 x 1 s
 * measured. JMH reads these annotations from the superclass; a subclass declares only its {@code @State}
 * and what differs.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public abstract class NanosBenchmark {
}
