package dev.dbbench.reports;

import java.util.Locale;

/** Number formatting shared by the text formats: fixed decimals, a dot whatever the locale. */
public final class Fmt {
    /** Shown where a value does not exist (a setting a server lacks, a step never measured). */
    public static final String ABSENT = "—";
    /** Shown for a value that is there but empty (an option set to "", secure_file_priv), so it is not read as absent. */
    public static final String EMPTY = "\"\"";

    private Fmt() {
    }

    /** Two decimals, as sysbench and the published tables print rates and milliseconds. */
    public static String two(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v) : ABSENT;
    }

    /** A ratio as a percentage with two decimals, as in {@code 92.46%}; absent when the base is zero. */
    public static String percent(double numerator, double denominator) {
        if (denominator == 0 || !Double.isFinite(numerator) || !Double.isFinite(denominator)) {
            return ABSENT;
        }
        return String.format(Locale.ROOT, "%.2f%%", numerator / denominator * 100.0);
    }

    /**
     * A cost: four significant digits and at least two decimals, so that a cheap hour at a high rate ({@code 0.002133})
     * does not round to zero and a dear one ({@code 1234.50}) shows no false precision; absent when not finite.
     */
    public static String cost(double v) {
        if (!Double.isFinite(v)) {
            return ABSENT;
        }
        int magnitude = v == 0 ? 0 : (int) Math.floor(Math.log10(Math.abs(v)));
        int decimals = Math.max(2, 3 - magnitude);
        return java.math.BigDecimal.valueOf(v).setScale(decimals, java.math.RoundingMode.HALF_UP).toPlainString();
    }

    /** A cost for machine-read files: {@link #cost}'s digits, without trailing zeros; empty when not finite. */
    public static String plainCost(double v) {
        return Double.isFinite(v) ? new java.math.BigDecimal(cost(v)).stripTrailingZeros().toPlainString() : "";
    }

    /** Up to three decimals without trailing zeros, for machine-read files: {@code 12.5}, {@code 3}. */
    public static String plain(double v) {
        if (!Double.isFinite(v)) {
            return "";
        }
        String s = String.format(Locale.ROOT, "%.3f", v);
        int end = s.length();
        while (s.charAt(end - 1) == '0') {
            end--;
        }
        if (s.charAt(end - 1) == '.') {
            end--;
        }
        String out = s.substring(0, end);
        return out.equals("-0") ? "0" : out;
    }
}
