package dev.dbbench.reports.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A linear axis with "nice" tick steps (1, 2 or 5 times a power of ten) covering a data range. */
record Axis(double min, double max, double step) {

    /** An axis from {@code lo} to at least {@code hi} with about {@code ticks} steps. */
    static Axis covering(double lo, double hi, int ticks) {
        if (!(hi > lo)) {
            hi = lo + (lo == 0 ? 1 : Math.abs(lo));
        }
        double step = niceStep((hi - lo) / ticks);
        return new Axis(Math.floor(lo / step) * step, Math.ceil(hi / step) * step, step);
    }

    /** {@link #covering}, with steps of whole units: elapsed time ticks at whole seconds or minutes, never at 0.2 s. */
    static Axis coveringWhole(double lo, double hi, int ticks) {
        Axis a = covering(lo, hi, ticks);
        // A last point a few milliseconds past a whole second (3.004 s) ends the axis at that second, not the next.
        double top = Math.ceil(hi - (hi - lo) * 0.01);
        return a.step >= 1 ? a : new Axis(Math.floor(lo), Math.max(top, Math.floor(lo) + 1), 1);
    }

    static double niceStep(double raw) {
        double exp = Math.pow(10, Math.floor(Math.log10(raw)));
        double f = raw / exp;
        double nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10;
        return nice * exp;
    }

    List<Double> ticks() {
        List<Double> out = new ArrayList<>();
        long n = Math.round((max - min) / step);
        for (long i = 0; i <= n; i++) {
            out.add(min + i * step);
        }
        return out;
    }

    /** The position of {@code v} in [0, 1]. */
    double fraction(double v) {
        return (v - min) / (max - min);
    }

    /** A tick label with as many decimals as the step needs. */
    String label(double v) {
        int decimals = step >= 1 ? 0 : (int) Math.ceil(-Math.log10(step));
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }
}
