package dev.dbbench.store;

import dev.dbbench.result.IntervalResult;

/**
 * The tag of each histogram in {@code latency.hlog}: which step and interval it belongs to. Tags may
 * not hold commas or spaces, so the target name is restricted to what a target name may contain.
 */
public final class HlogTags {
    private HlogTags() {
    }

    public static String of(IntervalResult i) {
        return "t=" + i.target().replaceAll("[^A-Za-z0-9_.:-]", "_") + "/n=" + i.threads() + "/r=" + i.repeat()
                + "/i=" + i.iteration() + "/k=" + i.index() + "/w=" + (i.warmup() ? 1 : 0);
    }

    /** The step part of a tag (target, threads, repeat, iteration), for grouping histograms by step. */
    public static String step(String tag) {
        int k = tag.indexOf("/k=");
        return k < 0 ? tag : tag.substring(0, k);
    }

    public static boolean warmup(String tag) {
        return tag.endsWith("/w=1");
    }

    public static String stepOf(IntervalResult i) {
        return step(of(i));
    }
}
