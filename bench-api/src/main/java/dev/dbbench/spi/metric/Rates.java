package dev.dbbench.spi.metric;

import java.util.concurrent.TimeUnit;

/** The arithmetic of rates, shared by the rate metrics. */
final class Rates {
    private Rates() {
    }

    static TimeUnit checked(String name, TimeUnit per) {
        if (per != TimeUnit.SECONDS && per != TimeUnit.MINUTES && per != TimeUnit.HOURS) {
            throw new IllegalArgumentException("metric " + name + " is per " + per + ": give SECONDS, MINUTES or HOURS");
        }
        return per;
    }

    static String unit(TimeUnit per) {
        return "per " + per.name().toLowerCase(java.util.Locale.ROOT).replaceAll("s$", "");
    }

    /** {@code count} per {@code per} over {@code seconds}, rounded to hundredths; 0 when nothing was measured. */
    static double rate(long count, double seconds, TimeUnit per) {
        return seconds <= 0 ? 0 : Math.round(count * (double) per.toSeconds(1) / seconds * 100.0) / 100.0;
    }
}
