package dev.dbbench.reports.chart;

/** The position of a percentile on a {@link Chart.XScale#PERCENTILE} axis, and the percentiles it labels. */
public final class XScales {
    /** The percentiles an axis of nines labels, up to the highest a curve reaches. */
    private static final double[] NINES = {0, 90, 99, 99.9, 99.99, 99.999, 99.9999};
    /** 100 % itself is infinitely far on this scale; the curve's last point is drawn one more nine out. */
    private static final double TOP = 99.99999;

    private XScales() {
    }

    /** log10(1 / (1 - p)): 0 for the median's left end, 1 for 90 %, 2 for 99 %, ... */
    public static double nines(double percentile) {
        double p = Math.min(percentile, TOP) / 100.0;
        return Math.log10(1 / (1 - p));
    }

    /**
     * The percentiles to label on an axis that must reach {@code highest}, the highest percentile below 100 that a curve
     * has (the 100 % point is drawn at the axis' end): from 0 to the first nine at or above it, 99.9 % at least.
     */
    public static double[] labels(double highest) {
        int n = 1;
        while (n < NINES.length && NINES[n - 1] < Math.max(highest, 99.9) - 1e-9) {
            n++;
        }
        return java.util.Arrays.copyOf(NINES, n);
    }

    /** A label such as {@code 99.9%}. */
    public static String label(double percentile) {
        return java.math.BigDecimal.valueOf(percentile).stripTrailingZeros().toPlainString() + "%";
    }
}
