package dev.dbbench.capture.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Tells uniform draws from skewed ones: when the lowest tenth of the range holds far more than a tenth of the draws,
 * a zipfian whose exponent puts the same share there; else uniform. Needs 50 draws or more to call a skew.
 */
final class Skew {
    private Skew() {
    }

    /**
     * @param range what the generator draws over: {@code [lo, hi]} or {@code table.column}
     * @return {@code {uniform|ref: range}} or {@code {zipfian: range, exponent: e}}
     */
    static Map<String, Object> fit(List<Long> draws, long lo, long hi, Object range) {
        Map<String, Object> out = new LinkedHashMap<>();
        long width = hi - lo + 1;
        if (draws.size() >= 50 && width >= 20) {
            long cut = lo + width / 10;
            double low = draws.stream().filter(d -> d < cut).count() / (double) draws.size();
            if (low > 0.3) {
                out.put("zipfian", range);
                out.put("exponent", exponent(low, width));
                return out;
            }
        }
        out.put(range instanceof String ? "ref" : "uniform", range);
        return out;
    }

    /** The exponent whose zipfian over {@code n} values puts {@code share} of its draws in the lowest tenth. */
    private static double exponent(double share, long n) {
        double best = 0.8;
        double error = Double.MAX_VALUE;
        for (int i = 1; i <= 30; i++) {
            double e = i / 10.0;
            double d = Math.abs(lowShare(e, n) - share);
            if (d < error) {
                error = d;
                best = e;
            }
        }
        return best;
    }

    private static double lowShare(double e, long n) {
        double all = integral(e, n + 0.5);
        double low = integral(e, n / 10.0 + 0.5);
        return (low - integral(e, 0.5)) / (all - integral(e, 0.5));
    }

    private static double integral(double e, double x) {
        return Math.abs(e - 1) < 1e-9 ? Math.log(x) : Math.pow(x, 1 - e) / (1 - e);
    }
}
