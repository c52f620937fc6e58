package dev.dbbench.workloads.file.gen;

import dev.dbbench.workloads.random.Rng;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * A date and time drawn uniformly between two instants to the second, written as {@code YYYY-MM-DD HH:MM:SS}, the
 * text every SQL server reads as a timestamp. Written digit by digit, without a date object per value.
 */
public final class Timestamp implements Generator {
    private static final int LENGTH = 19;
    private final long from;
    private final long to;

    /** Between {@code from} and {@code to}, both included; years 0001 to 9999. */
    public Timestamp(LocalDateTime from, LocalDateTime to) {
        this.from = from.toEpochSecond(ZoneOffset.UTC);
        this.to = to.toEpochSecond(ZoneOffset.UTC);
        if (this.to < this.from) {
            throw new IllegalArgumentException(from + " after " + to);
        }
    }

    @Override
    public boolean text() {
        return true;
    }

    @Override
    public void fill(Rng rng, long row, Value into) {
        long second = from + (long) (rng.nextDouble() * (to - from + 1));
        write(Math.min(second, to), into.textBuffer(LENGTH, LENGTH, false));
    }

    /** Writes {@code epochSecond} (UTC) as {@code YYYY-MM-DD HH:MM:SS}: the civil-from-days algorithm of H. Hinnant. */
    static void write(long epochSecond, byte[] out) {
        long days = Math.floorDiv(epochSecond, 86_400);
        int secondOfDay = (int) Math.floorMod(epochSecond, 86_400);
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long dayOfEra = z - era * 146_097;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long mp = (5 * dayOfYear + 2) / 153;
        int day = (int) (dayOfYear - (153 * mp + 2) / 5 + 1);
        int month = (int) (mp < 10 ? mp + 3 : mp - 9);
        int year = (int) (yearOfEra + era * 400 + (month <= 2 ? 1 : 0));
        digits(out, 0, year, 4);
        out[4] = '-';
        digits(out, 5, month, 2);
        out[7] = '-';
        digits(out, 8, day, 2);
        out[10] = ' ';
        digits(out, 11, secondOfDay / 3600, 2);
        out[13] = ':';
        digits(out, 14, secondOfDay / 60 % 60, 2);
        out[16] = ':';
        digits(out, 17, secondOfDay % 60, 2);
    }

    private static void digits(byte[] out, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            out[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
    }

    @Override
    public String describe() {
        byte[] a = new byte[LENGTH];
        byte[] b = new byte[LENGTH];
        write(from, a);
        write(to, b);
        return "timestamp " + new String(a, java.nio.charset.StandardCharsets.US_ASCII) + " to "
                + new String(b, java.nio.charset.StandardCharsets.US_ASCII);
    }
}
