package dev.dbbench.store;

import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;

/**
 * The tag of each histogram in {@code latency.hlog}: which step and interval it belongs to. Tags may
 * not hold commas or spaces, so the target name is reduced to a safe alphabet.
 */
public final class HlogTags {
    private HlogTags() {
    }

    public static String of(IntervalResult i) {
        return stepKey(i.target(), i.threads(), i.repeat(), i.iteration()) + "/k=" + i.index() + "/w=" + (i.warmup() ? 1 : 0);
    }

    /** The step part of a tag: target, threads, repeat and iteration. */
    public static String stepKey(String target, int threads, int repeat, int iteration) {
        return "t=" + target.replaceAll("[^A-Za-z0-9_.:-]", "_") + "/n=" + threads + "/r=" + repeat + "/i=" + iteration;
    }

    public static String stepKey(StepResult s) {
        return stepKey(s.target(), s.threads(), s.repeat(), s.iteration());
    }

    public static String stepKey(IntervalResult i) {
        return stepKey(i.target(), i.threads(), i.repeat(), i.iteration());
    }

    /** The step part of a full tag, for grouping histograms by step. */
    public static String step(String tag) {
        int k = tag.indexOf("/k=");
        return k < 0 ? tag : tag.substring(0, k);
    }

    public static boolean warmup(String tag) {
        return tag.endsWith("/w=1");
    }
}
