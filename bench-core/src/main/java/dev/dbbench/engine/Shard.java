package dev.dbbench.engine;

/**
 * This client's part in steps that several client processes run together (a sharded run): client {@code index} of
 * {@code count} runs its share of each step's workers, numbered, seeded and labelled as in the whole step, stamps its
 * intervals with {@code clock} and holds its ready workers at {@code gate} until the agreed start. {@link #alone()} is
 * a step run by one client. Immutable.
 *
 * <p>A step of {@code T} workers gives each shard {@code T / count} of them, and one more to the first {@code T % count}
 * shards, so that the shards together run exactly {@code T}: 10 workers on 3 shards are 4, 3 and 3, numbered 0-3, 4-6
 * and 7-9. An {@code --events} budget and a {@code --rate} are shared out the same way.
 *
 * @param clock the wall clock of interval timestamps: in a sharded run the server's, so that shards' intervals line up
 * @param gate  what the step's workers, all ready, wait for before the step starts
 */
public record Shard(int index, int count, java.time.Clock clock, StartGate gate) {

    public Shard {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("shard " + index + " of " + count + " does not exist");
        }
    }

    /** A step on one client: every worker, the system clock, no wait. */
    public static Shard alone() {
        return new Shard(0, 1, java.time.Clock.systemUTC(), StartGate.NOW);
    }

    /** The number of the first of this shard's workers in a step of {@code threads}. */
    public int first(int threads) {
        return index * (threads / count) + Math.min(index, threads % count);
    }

    /** How many of a step's {@code threads} workers this shard runs; 0 when there are fewer workers than shards. */
    public int size(int threads) {
        return threads / count + (index < threads % count ? 1 : 0);
    }

    /** This shard's share of {@code total} events, spread as the workers are. */
    public long share(long total) {
        return total / count + (index < total % count ? 1 : 0);
    }

    /**
     * The step this shard runs of {@code whole}: its workers, its share of the event budget and of the rate, and a
     * warm-up of exactly {@code whole.warmup()}, which no shard's JIT compiler may lengthen on its own: the shards'
     * measurements would start at different times.
     */
    public RunSpec local(RunSpec whole) {
        if (count == 1) {
            return whole;
        }
        int n = size(whole.threads());
        double rate = whole.rate() * n / whole.threads();
        return new RunSpec(n, whole.time(), whole.events() > 0 ? Math.max(1, share(whole.events())) : 0, whole.warmup(),
                whole.warmup(), whole.reportInterval(), rate, whole.ignoredErrors(), whole.seed());
    }
}
