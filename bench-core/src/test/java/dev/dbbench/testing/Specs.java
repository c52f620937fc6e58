package dev.dbbench.testing;

import dev.dbbench.engine.RunSpec;
import java.time.Duration;
import java.util.Set;

/**
 * Builds {@link RunSpec}s for engine tests with short defaults: one thread, 500 ms measured, no
 * warm-up, 100 ms intervals, no rate limit, the fake target's deadlock code ignored. Immutable.
 */
public record Specs(int threads, long timeMillis, long events, long warmupMillis, long warmupMaxMillis, long intervalMillis, double rate,
                    Set<String> ignored) {

    public static Specs spec() {
        return new Specs(1, 500, 0, 0, 0, 100, 0, Set.of(FakeTarget.DEADLOCK));
    }

    public Specs threads(int n) {
        return new Specs(n, timeMillis, events, warmupMillis, warmupMaxMillis, intervalMillis, rate, ignored);
    }

    /** Measured time; 0 leaves only the event limit. */
    public Specs time(long millis) {
        return new Specs(threads, millis, events, warmupMillis, warmupMaxMillis, intervalMillis, rate, ignored);
    }

    public Specs events(long n) {
        return new Specs(threads, timeMillis, n, warmupMillis, warmupMaxMillis, intervalMillis, rate, ignored);
    }

    /** A fixed warm-up. */
    public Specs warmup(long millis) {
        return warmup(millis, millis);
    }

    /** A warm-up of at least {@code millis}, longer while the JIT compiler is busy, up to {@code maxMillis}. */
    public Specs warmup(long millis, long maxMillis) {
        return new Specs(threads, timeMillis, events, millis, maxMillis, intervalMillis, rate, ignored);
    }

    public Specs interval(long millis) {
        return new Specs(threads, timeMillis, events, warmupMillis, warmupMaxMillis, millis, rate, ignored);
    }

    public Specs rate(double perSecond) {
        return new Specs(threads, timeMillis, events, warmupMillis, warmupMaxMillis, intervalMillis, perSecond, ignored);
    }

    public Specs ignore(String... codes) {
        return new Specs(threads, timeMillis, events, warmupMillis, warmupMaxMillis, intervalMillis, rate, Set.of(codes));
    }

    public RunSpec build() {
        return new RunSpec(threads, Duration.ofMillis(timeMillis), events, Duration.ofMillis(warmupMillis),
                Duration.ofMillis(warmupMaxMillis), Duration.ofMillis(intervalMillis), rate, ignored, 42);
    }
}
