package dev.dbbench.runner.spec;

/**
 * The shape of a sweep, as given; checked when its plan is made.
 *
 * @param threads     thread counts, a list ({@code 4,8,16}) or a range ({@code 1..64x2}); null for {@link #DEFAULT_THREADS}
 * @param repeats     how often the whole sweep runs: a count or {@code auto}
 * @param precision   with {@code auto}, the half-width of TPS's 95 % interval to repeat for, such as {@code 5%}; null for 5 %
 * @param maxRepeats  with {@code auto}, the most repeats; null for 10
 * @param iterations  measurement iterations per step
 * @param cooldown    the pause between steps
 * @param stopTpsDrop stop a target when TPS falls this many per cent below its best; {@code 0} for never
 * @param stopP95     stop a target when p95 exceeds this many milliseconds; {@code 0} for never
 * @param stopErrors  stop a target when errors exceed this percentage of events; {@code 0} for never
 * @param probe       whether to run the server CPU probe on each target first
 */
public record SweepSpec(String threads, String repeats, String precision, Integer maxRepeats, int iterations, String cooldown,
                        String stopTpsDrop, String stopP95, String stopErrors, boolean probe) {
    /** The thread counts of a sweep given none. */
    public static final String DEFAULT_THREADS = "4,8,16,32,48,64,96,128,192,256,384,512";

    /** A sweep over {@code threads}, once, with no stop rule and no probe. */
    public static SweepSpec of(String threads) {
        return new SweepSpec(threads, "1", null, null, 1, "0s", "0", "0", "0", false);
    }

    /** This repeated {@code repeats} times ({@code "3"} or {@code "auto"}). */
    public SweepSpec withRepeats(String repeats) {
        return new SweepSpec(threads, repeats, precision, maxRepeats, iterations, cooldown, stopTpsDrop, stopP95, stopErrors, probe);
    }
}
