package dev.dbbench.stability;

import dev.dbbench.result.IntervalResult;
import java.util.Arrays;
import java.util.List;

/** Small facts about a series of intervals that every part of the analysis agrees on. */
final class Series {
    private Series() {
    }

    /** The usual interval length: the median duration, so a short last interval cannot skew it. */
    static double nominalSeconds(List<IntervalResult> intervals) {
        return median(intervals.stream().mapToDouble(IntervalResult::durationSeconds).toArray());
    }

    /** False for an interval too short to judge (the last one of a stopped run). */
    static boolean full(IntervalResult i, double nominalSeconds, double partialBelowPct) {
        return i.durationSeconds() >= nominalSeconds * partialBelowPct / 100.0;
    }

    /**
     * The 0-based analysis window of an interval, by its midpoint: an interval that closes a few
     * milliseconds after a window boundary still belongs to the window it almost entirely covered.
     */
    static int window(IntervalResult i, double windowSeconds) {
        double mid = Math.max(0, i.elapsedSeconds() - i.durationSeconds() / 2);
        return (int) Math.floor(mid / windowSeconds);
    }

    static double startSeconds(IntervalResult i) {
        return Math.max(0, i.elapsedSeconds() - i.durationSeconds());
    }

    static double median(double[] values) {
        if (values.length == 0) {
            return 0;
        }
        double[] a = values.clone();
        Arrays.sort(a);
        int m = a.length / 2;
        return a.length % 2 == 1 ? a[m] : (a[m - 1] + a[m]) / 2;
    }

    static double round(double v, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(v * scale) / scale;
    }
}
